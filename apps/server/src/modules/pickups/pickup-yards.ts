/** The yards each market starts with: where won cars wait for their buyers (docs/pickup-and-delivery.md). */
export const PICKUP_YARDS: Record<
  string,
  readonly { name: string; address: string; opensAt: string; closesAt: string }[]
> = {
  MY: [
    {
      name: 'AutoBid Shah Alam Yard',
      address: 'Lot 12, Jalan Utas 15/7, Seksyen 15, 40200 Shah Alam, Selangor',
      opensAt: '09:00',
      closesAt: '18:00',
    },
    {
      name: 'AutoBid Puchong Yard',
      address: 'No. 8, Jalan TPP 5/1, Taman Perindustrian Puchong, 47100 Puchong, Selangor',
      opensAt: '09:00',
      closesAt: '17:30',
    },
  ],
  SG: [
    {
      name: 'AutoBid Kaki Bukit Yard',
      address: '51 Kaki Bukit Place, #01-02, Eunos Techpark, Singapore 416228',
      opensAt: '09:00',
      closesAt: '18:00',
    },
    {
      name: 'AutoBid Sungei Kadut Yard',
      address: '8 Sungei Kadut Street 3, Singapore 729143',
      opensAt: '08:30',
      closesAt: '17:30',
    },
  ],
  ID: [
    {
      name: 'AutoBid Cakung Yard',
      address: 'Jl. Raya Bekasi Km. 21 No. 5, Cakung, Jakarta Timur 13910',
      opensAt: '08:00',
      closesAt: '17:00',
    },
    {
      name: 'AutoBid Serpong Yard',
      address: 'Jl. Raya Serpong No. 88, Serpong, Tangerang Selatan, Banten 15310',
      opensAt: '08:00',
      closesAt: '17:00',
    },
  ],
  HK: [
    {
      name: 'AutoBid Kwai Chung Yard',
      address: '18 Kwai Hei Street, Kwai Chung, New Territories',
      opensAt: '09:00',
      closesAt: '18:00',
    },
    {
      name: 'AutoBid Yuen Long Yard',
      address: 'Lot 1523, Kung Um Road, Yuen Long, New Territories',
      opensAt: '09:30',
      closesAt: '18:00',
    },
  ],
};
