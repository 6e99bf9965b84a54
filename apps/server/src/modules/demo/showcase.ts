import type { LocalizedText } from '../../db/schema';
import { ART_PATH, type Tone } from './showcase-art';

export interface DemoBanner {
  market: 'MY' | 'SG';
  title: LocalizedText;
  body: LocalizedText;
  headline: string;
  tone: Tone;
  linkUrl: string | null;
  sort: number;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  {
    market: 'MY',
    title: {
      en: 'Weekend trade-in clearance',
      id: 'Obral tukar tambah akhir pekan',
      th: 'ล้างสต็อกรถเทิร์นสุดสัปดาห์',
    },
    body: {
      en: 'Over 20 inspected cars from Klang Valley, bidding closes Sunday night.',
      id: 'Lebih dari 20 mobil terinspeksi dari Klang Valley, lelang ditutup Minggu malam.',
      th: 'รถผ่านการตรวจสภาพกว่า 20 คันจากหุบเขากลัง ปิดประมูลคืนวันอาทิตย์',
    },
    headline: 'Weekend clearance',
    tone: 'teal',
    linkUrl: '/auctions/live',
    sort: 1,
  },
  {
    market: 'MY',
    title: {
      en: 'Pay online, collect sooner',
      id: 'Bayar online, ambil lebih cepat',
      th: 'ชำระออนไลน์ รับรถเร็วขึ้น',
    },
    body: {
      en: 'Settle your won cars online and book a pickup the same day.',
      id: 'Lunasi mobil yang Anda menangkan secara online dan pesan penjemputan di hari yang sama.',
      th: 'ชำระค่ารถที่ประมูลได้ทางออนไลน์ และนัดรับรถได้ในวันเดียวกัน',
    },
    headline: 'Pay online',
    tone: 'indigo',
    linkUrl: '/purchases/online-payments',
    sort: 2,
  },
  {
    market: 'MY',
    title: {
      en: 'New this week: hybrids',
      id: 'Baru minggu ini: hibrida',
      th: 'ใหม่สัปดาห์นี้: รถไฮบริด',
    },
    body: {
      en: 'Low-mileage hybrids go live in preview today.',
      id: 'Hibrida jarak tempuh rendah tampil di pratinjau hari ini.',
      th: 'รถไฮบริดไมล์น้อยเปิดให้ดูตัวอย่างวันนี้',
    },
    headline: 'Hybrids in preview',
    tone: 'amber',
    linkUrl: '/auctions/preview',
    sort: 3,
  },
  {
    market: 'SG',
    title: {
      en: 'COE-renewed cars this week',
      id: 'Mobil COE diperpanjang minggu ini',
      th: 'รถต่ออายุ COE สัปดาห์นี้',
    },
    body: {
      en: 'Renewed certificates, fresh inspections, bidding in SGD.',
      id: 'Sertifikat diperpanjang, inspeksi baru, lelang dalam SGD.',
      th: 'ต่ออายุใบรับรองแล้ว ตรวจสภาพใหม่ ประมูลเป็นเงิน SGD',
    },
    headline: 'COE renewed',
    tone: 'crimson',
    linkUrl: '/auctions/live',
    sort: 1,
  },
  {
    market: 'SG',
    title: { en: 'Sort by time left', id: 'Urutkan menurut sisa waktu', th: 'เรียงตามเวลาที่เหลือ' },
    body: {
      en: 'Your bidding list now shows the auctions ending soonest first.',
      id: 'Daftar penawaran Anda kini menampilkan lelang yang segera berakhir lebih dulu.',
      th: 'รายการประมูลของคุณแสดงรายการที่ใกล้ปิดก่อน',
    },
    headline: 'Ending soonest first',
    tone: 'slate',
    linkUrl: '/auctions/follow-list',
    sort: 2,
  },
];

export function bannerImageUrl(banner: DemoBanner, index: number): string {
  return `${ART_PATH}/banners/${banner.market.toLowerCase()}-${index + 1}.svg?headline=${encodeURIComponent(banner.headline)}&tone=${banner.tone}`;
}

/** The demo seller's storefront. */
export function demoStorefront(groupId: number) {
  return {
    groupId,
    slug: 'autobid-trade-in-centre',
    tagline: {
      en: 'Inspected trade-ins from Malaysia and Singapore',
      id: 'Mobil tukar tambah terinspeksi dari Malaysia dan Singapura',
      th: 'รถเทิร์นผ่านการตรวจสภาพจากมาเลเซียและสิงคโปร์',
    },
    description: {
      en: 'Our regional consignment desk lists trade-ins from partner showrooms. Every car is inspected before it is listed, with the report and registration card attached.',
      id: 'Meja konsinyasi regional kami mendaftarkan mobil tukar tambah dari showroom mitra. Setiap mobil diinspeksi sebelum didaftarkan, lengkap dengan laporan dan kartu registrasi.',
      th: 'แผนกฝากขายระดับภูมิภาคของเรานำรถเทิร์นจากโชว์รูมพันธมิตรมาประมูล รถทุกคันผ่านการตรวจสภาพก่อนลงประมูล พร้อมรายงานและเล่มทะเบียน',
    },
    logoUrl: `${ART_PATH}/logos/autobid-trade-in-centre.svg?initials=ATC&tone=teal`,
    bannerUrl: `${ART_PATH}/banners/autobid-trade-in-centre.svg?headline=${encodeURIComponent('AutoBid Trade-In Centre')}&tone=teal`,
    phone: '+60 3-5510 2200',
    email: 'consignment@autobid.example',
    address: 'Lot 12, Jalan Sepana 15/3, Seksyen 15, 40200 Shah Alam, Selangor',
    isFeatured: true,
  };
}
