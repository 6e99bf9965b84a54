/** The shots a listing shows, in the order a dealer expects to flip through them. */
export const CAR_VIEWS = [
  { key: 'front', label: 'Front 3/4' },
  { key: 'side', label: 'Side' },
  { key: 'rear', label: 'Rear' },
  { key: 'interior', label: 'Interior' },
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'engine', label: 'Engine bay' },
] as const;

export type CarView = (typeof CAR_VIEWS)[number]['key'];

export const CAR_VIEW_KEYS = CAR_VIEWS.map((v) => v.key) as [CarView, ...CarView[]];

export function viewLabel(view: CarView): string {
  return CAR_VIEWS.find((v) => v.key === view)?.label ?? view;
}

/** Body shapes the illustrations can draw; each catalog model names one. */
export const BODY_TYPES = ['sedan', 'hatchback', 'suv', 'mpv', 'pickup'] as const;
export type BodyType = (typeof BODY_TYPES)[number];
