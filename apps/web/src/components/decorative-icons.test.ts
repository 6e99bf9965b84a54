import { describe, expect, it } from 'vitest';
import { fixIcons, type IconAction } from './decorative-icons';

const THAI: Record<string, string> = { close: 'ปิด', search: 'ค้นหา', previous: 'ก่อนหน้า' };
const nameOf = (action: IconAction) => THAI[action] ?? `?${action}`;

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  fixIcons(root, nameOf);
  return root;
}

const icon = (name: string) =>
  `<span role="img" aria-label="${name}" class="anticon anticon-${name}"><svg></svg></span>`;

describe('fixIcons', () => {
  it('hides an icon beside text from screen readers and leaves the control named by its text', () => {
    const root = page(`<button>${icon('bank')} ขอสินเชื่อ</button>`);
    const glyph = root.querySelector('.anticon')!;
    expect(glyph.getAttribute('aria-hidden')).toBe('true');
    expect(glyph.hasAttribute('aria-label')).toBe(false);
    expect(glyph.hasAttribute('role')).toBe(false);
    expect(root.querySelector('button')!.hasAttribute('aria-label')).toBe(false);
  });

  it('names an icon-only button by what its icon does, in the interface language', () => {
    const root = page(`<button class="ant-input-search-button">${icon('search')}</button>`);
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('ค้นหา');
    expect(root.querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('prefers the title Ant Design put on the control’s container', () => {
    const root = page(`<li title="หน้าก่อนหน้า"><button>${icon('left')}</button></li>`);
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('หน้าก่อนหน้า');
  });

  it('leaves a control named by the caller as it is', () => {
    const root = page(`<button aria-label="ลบราคาสูงสุด">${icon('delete')}</button>`);
    expect(root.querySelector('button')!.getAttribute('aria-label')).toBe('ลบราคาสูงสุด');
    expect(root.querySelector('.anticon')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the icon’s own name on an icon-only control it cannot name, rather than leave it nameless', () => {
    const root = page(`<button>${icon('radar-chart')}</button>`);
    expect(root.querySelector('button')!.hasAttribute('aria-label')).toBe(false);
    expect(root.querySelector('.anticon')!.getAttribute('aria-label')).toBe('radar-chart');
  });

  it('leaves a label Ant Design translated itself (not the icon’s name) alone', () => {
    const root = page(
      `<span role="img" aria-label="ปิด" class="anticon anticon-close ant-tag-close-icon"></span>`,
    );
    expect(root.querySelector('.anticon')!.getAttribute('aria-label')).toBe('ปิด');
  });
});
