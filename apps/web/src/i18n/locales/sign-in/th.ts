import type { Localized } from '../../plural';
import type { devOutboxEn, forgotPasswordEn, loginEn, resetPasswordEn } from './en';

/** Thai of the sign-in page: its e-mail, phone, code and help-code steps. */
export const loginTh: Localized<typeof loginEn> = {
  title: 'เข้าสู่ระบบ',
  subtitle: 'เข้าสู่ระบบเพื่อติดตามการประมูลสดและเสนอราคา',
  email: 'อีเมล',
  emailPlaceholder: 'you@dealership.com',
  password: 'รหัสผ่าน',
  passwordPlaceholder: 'รหัสผ่านของคุณ',
  submit: 'เข้าสู่ระบบ',
  welcome: 'ยินดีต้อนรับกลับ {{name}}',
  region: 'ภูมิภาค',
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  methodLabel: 'เข้าสู่ระบบด้วย',
  methodEmail: 'อีเมล',
  methodPhone: 'โทรศัพท์',
  dialCode: 'รหัสประเทศ',
  phone: 'หมายเลขโทรศัพท์มือถือ',
  phonePlaceholder: '81 234 5678',
  phoneType: 'หมายเลขโทรศัพท์',
  sendCode: 'ส่งรหัส',
  helpStart: 'มีรหัสช่วยเหลือจากฝ่ายบริการหรือไม่?',
  forgot: 'ลืมรหัสผ่าน?',
  codeTitle: 'กรอกรหัส',
  codeSentTo: 'เราส่งรหัส 6 หลักทาง SMS ไปที่ {{phone}} แล้ว',
  code: 'รหัสยืนยัน',
  verify: 'ยืนยันและเข้าสู่ระบบ',
  resend: 'ส่งรหัสใหม่',
  resendIn: 'ขอรหัสใหม่ได้ใน {{time}}',
  codeResent: 'กำลังส่งรหัสใหม่ให้คุณ',
  changeNumber: 'เปลี่ยนหมายเลข',
  noSms: 'ไม่ได้รับ SMS ใช่ไหม?',
  devOutbox: 'ที่นี่ยังไม่มีผู้ให้บริการ SMS: ดูรหัสได้ในกล่องข้อความขาออกสำหรับนักพัฒนา',
  devOutboxLink: 'เปิดกล่องข้อความขาออก',
  helpTitle: 'เข้าสู่ระบบด้วยรหัสช่วยเหลือ',
  helpIntro: 'โทรหาฝ่ายบริการของ AutoBid แล้วเจ้าหน้าที่จะอ่านรหัสช่วยเหลือ 6 หลักสำหรับ {{phone}} ให้คุณ',
  helpIntroNoPhone: 'โทรหาฝ่ายบริการของ AutoBid และขอรหัสช่วยเหลือสำหรับหมายเลขโทรศัพท์มือถือของคุณ',
  supportTitle: 'ฝ่ายบริการ AutoBid',
  helpCode: 'รหัสช่วยเหลือ',
  helpSubmit: 'เข้าสู่ระบบ',
  back: 'ย้อนกลับ',
};

/** Thai of asking for a password-reset link. */
export const forgotPasswordTh: Localized<typeof forgotPasswordEn> = {
  title: 'รีเซ็ตรหัสผ่าน',
  intro: 'กรอกอีเมลของบัญชี แล้วเราจะส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ให้คุณ',
  submit: 'ส่งลิงก์',
  sent: 'หากมีบัญชีที่ใช้ {{email}} เราได้ส่งลิงก์สำหรับตั้งรหัสผ่านใหม่ไปแล้ว ลิงก์ใช้ได้ครั้งเดียวและจะหมดอายุในไม่ช้า',
  devOutbox: 'ที่นี่ยังไม่มีผู้ให้บริการอีเมล: ดูอีเมลได้ในกล่องข้อความขาออกสำหรับนักพัฒนา',
  backToSignIn: 'กลับไปหน้าเข้าสู่ระบบ',
};

/** Thai of the e-mailed link that sets a new password. */
export const resetPasswordTh: Localized<typeof resetPasswordEn> = {
  title: 'ตั้งรหัสผ่านใหม่',
  password: 'รหัสผ่านใหม่',
  confirm: 'กรอกรหัสผ่านใหม่อีกครั้ง',
  rules: 'อย่างน้อย 10 ตัวอักษร และต้องไม่ใช่รหัสผ่านที่ใช้กันทั่วไปหรืออีเมลของคุณ',
  mismatch: 'รหัสผ่านทั้งสองช่องไม่ตรงกัน',
  refused: 'โปรดเลือกรหัสผ่านอื่น: รหัสนี้เดาได้ง่ายเกินไป',
  submit: 'บันทึกรหัสผ่านใหม่',
  done: 'เปลี่ยนรหัสผ่านแล้ว เข้าสู่ระบบด้วยรหัสผ่านใหม่ของคุณ',
  signIn: 'เข้าสู่ระบบ',
  askAgain: 'ขอลิงก์ใหม่',
};

/** Thai of the dev outbox (the SMS and e-mails sent while no provider is set up). */
export const devOutboxTh: Localized<typeof devOutboxEn> = {
  title: 'กล่องข้อความขาออกสำหรับนักพัฒนา',
  intro: 'ข้อความที่ AutoBid ส่งทาง SMS และอีเมลในระบบนี้ หน้านี้มีเฉพาะเมื่อยังไม่ได้ตั้งค่าผู้ให้บริการ SMS หรืออีเมล',
  refresh: 'รีเฟรช',
  empty: 'ยังไม่มีข้อความที่ส่ง',
  unavailable: 'ไม่มีกล่องข้อความขาออกสำหรับนักพัฒนา: ระบบนี้ส่งข้อความผ่านผู้ให้บริการจริง',
  channel: { email: 'อีเมล', sms: 'SMS' },
  to: 'ถึง',
  copy: 'คัดลอก {{code}}',
  copied: 'คัดลอกแล้ว',
};
