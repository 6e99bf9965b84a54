import type { InspectionSectionRow, LocalizedText } from '../../db/schema';

export type Rating = InspectionSectionRow['rating'];

export interface InspectionSectionTemplate {
  key: string;
  /** The section's name as the report stores it (the web app words it by `key`). */
  name: string;
  /** The name inside a sentence of the summary, in each language. */
  phrase: LocalizedText;
  /** Whether every report has this section; the others appear on most but not all reports. */
  isCore: boolean;
  notes: Record<Rating, readonly LocalizedText[]>;
}

/** The condition scale of the spec (§3): excellent 100, good 75, fair 50, poor 25. */
export const RATING_WORDS: Record<Rating, LocalizedText> = {
  100: { en: 'excellent', id: 'sangat baik', th: 'ดีเยี่ยม' },
  75: { en: 'good', id: 'baik', th: 'ดี' },
  50: { en: 'fair', id: 'cukup', th: 'พอใช้' },
  25: { en: 'poor', id: 'kurang', th: 'ต้องปรับปรุง' },
};

const text = (en: string, id: string, th: string): LocalizedText => ({ en, id, th });

/**
 * Report sections and the short notes an inspector writes at each rating, in English as written
 * and in Indonesian and Thai as a dealer there would write them.
 */
export const INSPECTION_SECTIONS: readonly InspectionSectionTemplate[] = [
  {
    key: 'exterior',
    name: 'Exterior',
    phrase: text('exterior', 'eksterior', 'ภายนอก'),
    isCore: true,
    notes: {
      100: [
        text(
          'Original paint, no dents or scratches.',
          'Cat masih orisinal, tanpa penyok atau baret.',
          'สีเดิมจากโรงงาน ไม่มีรอยบุบหรือรอยขีดข่วน',
        ),
        text(
          'Paint glossy and even all round.',
          'Cat mengilap dan rata di seluruh bodi.',
          'สีเงางามสม่ำเสมอรอบคัน',
        ),
      ],
      75: [
        text(
          'Light scratches on rear bumper.',
          'Baret halus di bemper belakang.',
          'มีรอยขีดข่วนเล็กน้อยที่กันชนหลัง',
        ),
        text(
          'Minor stone chips on bonnet.',
          'Sedikit bekas cipratan batu di kap mesin.',
          'มีรอยหินกระเด็นเล็กน้อยที่ฝากระโปรงหน้า',
        ),
      ],
      50: [
        text(
          'Dents on both left doors; front fender repainted.',
          'Penyok di kedua pintu kiri; spakbor depan sudah dicat ulang.',
          'มีรอยบุบที่ประตูซ้ายทั้งสองบาน แก้มหน้าทำสีใหม่',
        ),
        text(
          'Faded clear coat on roof and boot lid.',
          'Lapisan pernis pudar di atap dan tutup bagasi.',
          'แลคเกอร์เคลือบสีซีดที่หลังคาและฝากระโปรงท้าย',
        ),
      ],
      25: [
        text(
          'Accident repair visible on front end; panel gaps uneven.',
          'Terlihat bekas perbaikan tabrakan di bagian depan; celah panel tidak rata.',
          'เห็นร่องรอยซ่อมจากอุบัติเหตุด้านหน้า ร่องรอยต่อตัวถังไม่เท่ากัน',
        ),
      ],
    },
  },
  {
    key: 'interior',
    name: 'Interior',
    phrase: text('interior', 'interior', 'ภายใน'),
    isCore: true,
    notes: {
      100: [
        text(
          'Seats and trim like new; no odours.',
          'Jok dan panel interior seperti baru; tidak berbau.',
          'เบาะและแผงภายในเหมือนใหม่ ไม่มีกลิ่นอับ',
        ),
        text(
          'Clean cabin, headliner unmarked.',
          'Kabin bersih, plafon tanpa noda.',
          'ห้องโดยสารสะอาด ผ้าหลังคาไม่มีรอยเปื้อน',
        ),
      ],
      75: [
        text(
          'Slight wear on driver seat bolster.',
          'Sedikit aus di sisi jok pengemudi.',
          'ปีกเบาะคนขับสึกเล็กน้อย',
        ),
        text('Small marks on door cards.', 'Ada bekas kecil di panel pintu.', 'มีรอยเล็กน้อยที่แผงประตู'),
      ],
      50: [
        text(
          'Seat upholstery worn; dashboard scratched.',
          'Pelapis jok sudah aus; dasbor tergores.',
          'หนังหุ้มเบาะสึก คอนโซลหน้ามีรอยขีดข่วน',
        ),
        text(
          'Stains on rear seat; headliner sagging.',
          'Ada noda di jok belakang; plafon melorot.',
          'มีคราบที่เบาะหลัง ผ้าหลังคาย้อย',
        ),
      ],
      25: [
        text(
          'Torn seats and water stains on carpets.',
          'Jok robek dan ada bekas air di karpet.',
          'เบาะขาดและมีคราบน้ำบนพรม',
        ),
      ],
    },
  },
  {
    key: 'engine',
    name: 'Engine',
    phrase: text('engine', 'mesin', 'เครื่องยนต์'),
    isCore: true,
    notes: {
      100: [
        text(
          'Starts clean, idles smoothly, no leaks.',
          'Mudah dihidupkan, langsam halus, tidak ada rembesan.',
          'สตาร์ทติดง่าย เดินเบาเรียบ ไม่มีรอยรั่วซึม',
        ),
        text(
          'Service history complete; engine bay dry.',
          'Riwayat servis lengkap; ruang mesin kering.',
          'ประวัติเข้าศูนย์ครบ ห้องเครื่องแห้งสะอาด',
        ),
      ],
      75: [
        text(
          'Minor oil seep at valve cover gasket.',
          'Rembesan oli ringan di paking tutup klep.',
          'มีคราบน้ำมันซึมเล็กน้อยที่ปะเก็นฝาวาล์ว',
        ),
        text(
          'Idle slightly rough when cold.',
          'Langsam agak kasar saat mesin dingin.',
          'เดินเบาสั่นเล็กน้อยตอนเครื่องเย็น',
        ),
      ],
      50: [
        text(
          'Oil leak at sump; timing noise on start-up.',
          'Oli bocor di karter; rantai keteng berisik saat mesin dihidupkan.',
          'น้ำมันเครื่องรั่วที่อ่างน้ำมันเครื่อง มีเสียงโซ่ราวลิ้นตอนสตาร์ท',
        ),
        text(
          'Check-engine light on; misfire under load.',
          'Lampu indikator mesin menyala; mesin pincang saat dibebani.',
          'ไฟเตือนเครื่องยนต์ติด เครื่องสะดุดเมื่อรับภาระ',
        ),
      ],
      25: [
        text(
          'Heavy blow-by and white smoke; overhaul advised.',
          'Kompresi bocor parah dan keluar asap putih; disarankan turun mesin.',
          'กำลังอัดรั่วมากและมีควันขาว แนะนำให้ยกเครื่อง',
        ),
      ],
    },
  },
  {
    key: 'transmission',
    name: 'Transmission',
    phrase: text('transmission', 'transmisi', 'ระบบส่งกำลัง'),
    isCore: true,
    notes: {
      100: [
        text(
          'Shifts smoothly through all gears.',
          'Perpindahan gigi halus di semua percepatan.',
          'เปลี่ยนเกียร์นุ่มนวลทุกเกียร์',
        ),
        text(
          'No slip or delay on engagement.',
          'Tidak selip atau telat saat masuk gigi.',
          'ไม่มีอาการเกียร์ลื่นหรือเข้าเกียร์ช้า',
        ),
      ],
      75: [
        text(
          'Slight delay engaging reverse.',
          'Agak telat saat masuk gigi mundur.',
          'เข้าเกียร์ถอยหลังช้าเล็กน้อย',
        ),
        text(
          'Firm 1-2 shift when cold.',
          'Perpindahan gigi 1 ke 2 agak keras saat mesin dingin.',
          'เปลี่ยนจากเกียร์ 1 ไป 2 กระตุกเล็กน้อยตอนเครื่องเย็น',
        ),
      ],
      50: [
        text(
          'Harsh shifts under load; fluid dark.',
          'Perpindahan gigi kasar saat dibebani; oli transmisi sudah hitam.',
          'เปลี่ยนเกียร์กระแทกเมื่อรับภาระ น้ำมันเกียร์สีคล้ำ',
        ),
        text(
          'Clutch biting high; judder on take-off.',
          'Kopling menggigit di atas; bergetar saat mulai jalan.',
          'คลัตช์จับสูง รถสั่นตอนออกตัว',
        ),
      ],
      25: [
        text(
          'Slipping in higher gears; gearbox repair needed.',
          'Selip di gigi tinggi; transmisi perlu diperbaiki.',
          'เกียร์ลื่นในเกียร์สูง ต้องซ่อมเกียร์',
        ),
      ],
    },
  },
  {
    key: 'suspension_steering',
    name: 'Suspension & steering',
    phrase: text('suspension & steering', 'suspensi & kemudi', 'ช่วงล่างและพวงมาลัย'),
    isCore: false,
    notes: {
      100: [
        text(
          'Tracks straight; no knocks over bumps.',
          'Jalan lurus; tidak ada bunyi saat melewati jalan bergelombang.',
          'รถวิ่งตรง ไม่มีเสียงดังเมื่อผ่านลูกระนาด',
        ),
      ],
      75: [
        text(
          'Light knock from front left over bumps.',
          'Bunyi ketukan ringan dari depan kiri saat melewati polisi tidur.',
          'มีเสียงกึกเบา ๆ จากล้อหน้าซ้ายเมื่อผ่านลูกระนาด',
        ),
        text(
          'Steering slightly off-centre.',
          'Setir sedikit tidak lurus.',
          'พวงมาลัยไม่ตรงศูนย์เล็กน้อย',
        ),
      ],
      50: [
        text(
          'Worn front absorbers; bushings cracked.',
          'Peredam kejut depan lemah; karet bantalan suspensi retak.',
          'โช้คอัพหน้าเสื่อม บูชยางแตกร้าว',
        ),
      ],
      25: [
        text(
          'Steering play and leaking shock absorbers.',
          'Setir oblak dan peredam kejut bocor.',
          'พวงมาลัยมีระยะฟรี โช้คอัพรั่วซึม',
        ),
      ],
    },
  },
  {
    key: 'electrical',
    name: 'Electrical',
    phrase: text('electrical', 'kelistrikan', 'ระบบไฟฟ้า'),
    isCore: false,
    notes: {
      100: [
        text(
          'All lights, windows and infotainment working.',
          'Semua lampu, kaca jendela dan sistem hiburan berfungsi.',
          'ไฟ กระจกไฟฟ้า และเครื่องเสียงทำงานปกติทั้งหมด',
        ),
      ],
      75: [
        text(
          'One power window slow; battery ageing.',
          'Satu kaca jendela elektrik lambat; aki mulai lemah.',
          'กระจกไฟฟ้าหนึ่งบานขึ้นลงช้า แบตเตอรี่เริ่มเสื่อม',
        ),
      ],
      50: [
        text(
          'Reverse camera faulty; air-con blows warm at idle.',
          'Kamera mundur rusak; AC kurang dingin saat langsam.',
          'กล้องถอยหลังเสีย แอร์ไม่เย็นตอนจอดติดเครื่อง',
        ),
      ],
      25: [
        text(
          'Several warning lights; intermittent starting fault.',
          'Beberapa lampu peringatan menyala; kadang sulit dihidupkan.',
          'ไฟเตือนขึ้นหลายดวง สตาร์ทติดยากเป็นบางครั้ง',
        ),
      ],
    },
  },
  {
    key: 'tyres_brakes',
    name: 'Tyres & brakes',
    phrase: text('tyres & brakes', 'ban & rem', 'ยางและเบรก'),
    isCore: true,
    notes: {
      100: [
        text(
          'Tyres about 80% tread; brakes strong.',
          'Sisa alur ban sekitar 80%; rem pakem.',
          'ดอกยางเหลือประมาณ 80% เบรกดี',
        ),
        text(
          'Matching tyres, discs and pads good.',
          'Ban seragam, cakram dan kampas rem bagus.',
          'ยางรุ่นเดียวกันทั้งชุด จานเบรกและผ้าเบรกสภาพดี',
        ),
      ],
      75: [
        text(
          'Tyres about 50% tread; pads half worn.',
          'Sisa alur ban sekitar 50%; kampas rem tinggal setengah.',
          'ดอกยางเหลือประมาณ 50% ผ้าเบรกสึกไปครึ่งหนึ่ง',
        ),
        text(
          'Mismatched rear tyres; brakes fine.',
          'Ban belakang beda merek; rem baik.',
          'ยางหลังคนละรุ่น เบรกปกติ',
        ),
      ],
      50: [
        text(
          'Tyres near wear limit; front discs scored.',
          'Ban hampir mencapai batas aus; cakram depan tergores.',
          'ยางใกล้หมดดอก จานเบรกหน้าเป็นรอย',
        ),
      ],
      25: [
        text(
          'Tyres cracked and bald; brake pedal soft.',
          'Ban retak dan gundul; pedal rem terasa dalam.',
          'ยางแตกลายงาและหมดดอก แป้นเบรกจม',
        ),
      ],
    },
  },
  {
    key: 'underbody',
    name: 'Underbody',
    phrase: text('underbody', 'kolong', 'ใต้ท้องรถ'),
    isCore: false,
    notes: {
      100: [
        text(
          'Clean underbody, no rust or damage.',
          'Kolong bersih, tanpa karat atau kerusakan.',
          'ใต้ท้องรถสะอาด ไม่มีสนิมหรือความเสียหาย',
        ),
      ],
      75: [
        text(
          'Surface rust on exhaust and subframe.',
          'Karat ringan di knalpot dan rangka bawah.',
          'มีสนิมตามผิวที่ท่อไอเสียและซับเฟรม',
        ),
      ],
      50: [
        text(
          'Scrape marks on sump guard; exhaust hanger loose.',
          'Ada bekas gesekan di pelindung karter; gantungan knalpot longgar.',
          'มีรอยครูดที่แผ่นกันแคร้ง ยางแขวนท่อไอเสียหลวม',
        ),
      ],
      25: [
        text(
          'Structural rust on sills and floor pan.',
          'Karat parah pada sasis samping dan lantai bodi.',
          'สนิมกินถึงโครงสร้างที่ธรณีประตูและพื้นรถ',
        ),
      ],
    },
  },
];
