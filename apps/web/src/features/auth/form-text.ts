/**
 * Spec §5's generic form messages ('Please enter {label}', '{label} is not a valid {type}'), kept
 * in Ant Design's `${label}` form in the texts and filled in here for the plain-markup pages.
 */
export function formText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// The shape browsers accept for type="email" (WHATWG), so the message matches what a user expects.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** An e-mail one page hands the next in the navigation state (never in the address, nor its logs). */
export function handedEmail(state: unknown): string {
  const email: unknown =
    typeof state === 'object' && state !== null && 'email' in state ? state.email : undefined;
  return typeof email === 'string' ? email : '';
}
