/**
 * Spec §9: the support lines for SG and MY, which a dealer calls for a help code when the SMS does
 * not arrive. Placeholders until the operator's real numbers are known; the one place to change them.
 */
export const SUPPORT_PHONES = [
  { country: 'SG', display: '+65 6100 0000', tel: '+6561000000' },
  { country: 'MY', display: '+60 3-2780 0000', tel: '+60327800000' },
] as const;
