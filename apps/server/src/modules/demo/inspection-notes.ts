import type { InspectionSectionRow } from '../../db/schema';

export type Rating = InspectionSectionRow['rating'];

export interface InspectionSectionTemplate {
  key: string;
  name: string;
  /** Whether every report has this section; the others appear on most but not all reports. */
  isCore: boolean;
  notes: Record<Rating, readonly string[]>;
}

/** The condition scale of the spec (§3): excellent 100, good 75, fair 50, poor 25. */
export const RATING_WORDS: Record<Rating, string> = {
  100: 'excellent',
  75: 'good',
  50: 'fair',
  25: 'poor',
};

/** Report sections and the short notes an inspector writes at each rating. */
export const INSPECTION_SECTIONS: readonly InspectionSectionTemplate[] = [
  {
    key: 'exterior',
    name: 'Exterior',
    isCore: true,
    notes: {
      100: ['Original paint, no dents or scratches.', 'Paint glossy and even all round.'],
      75: ['Light scratches on rear bumper.', 'Minor stone chips on bonnet.'],
      50: [
        'Dents on both left doors; front fender repainted.',
        'Faded clear coat on roof and boot lid.',
      ],
      25: ['Accident repair visible on front end; panel gaps uneven.'],
    },
  },
  {
    key: 'interior',
    name: 'Interior',
    isCore: true,
    notes: {
      100: ['Seats and trim like new; no odours.', 'Clean cabin, headliner unmarked.'],
      75: ['Slight wear on driver seat bolster.', 'Small marks on door cards.'],
      50: ['Seat upholstery worn; dashboard scratched.', 'Stains on rear seat; headliner sagging.'],
      25: ['Torn seats and water stains on carpets.'],
    },
  },
  {
    key: 'engine',
    name: 'Engine',
    isCore: true,
    notes: {
      100: ['Starts clean, idles smoothly, no leaks.', 'Service history complete; engine bay dry.'],
      75: ['Minor oil seep at valve cover gasket.', 'Idle slightly rough when cold.'],
      50: [
        'Oil leak at sump; timing noise on start-up.',
        'Check-engine light on; misfire under load.',
      ],
      25: ['Heavy blow-by and white smoke; overhaul advised.'],
    },
  },
  {
    key: 'transmission',
    name: 'Transmission',
    isCore: true,
    notes: {
      100: ['Shifts smoothly through all gears.', 'No slip or delay on engagement.'],
      75: ['Slight delay engaging reverse.', 'Firm 1-2 shift when cold.'],
      50: ['Harsh shifts under load; fluid dark.', 'Clutch biting high; judder on take-off.'],
      25: ['Slipping in higher gears; gearbox repair needed.'],
    },
  },
  {
    key: 'suspension_steering',
    name: 'Suspension & steering',
    isCore: false,
    notes: {
      100: ['Tracks straight; no knocks over bumps.'],
      75: ['Light knock from front left over bumps.', 'Steering slightly off-centre.'],
      50: ['Worn front absorbers; bushings cracked.'],
      25: ['Steering play and leaking shock absorbers.'],
    },
  },
  {
    key: 'electrical',
    name: 'Electrical',
    isCore: false,
    notes: {
      100: ['All lights, windows and infotainment working.'],
      75: ['One power window slow; battery ageing.'],
      50: ['Reverse camera faulty; air-con blows warm at idle.'],
      25: ['Several warning lights; intermittent starting fault.'],
    },
  },
  {
    key: 'tyres_brakes',
    name: 'Tyres & brakes',
    isCore: true,
    notes: {
      100: ['Tyres about 80% tread; brakes strong.', 'Matching tyres, discs and pads good.'],
      75: ['Tyres about 50% tread; pads half worn.', 'Mismatched rear tyres; brakes fine.'],
      50: ['Tyres near wear limit; front discs scored.'],
      25: ['Tyres cracked and bald; brake pedal soft.'],
    },
  },
  {
    key: 'underbody',
    name: 'Underbody',
    isCore: false,
    notes: {
      100: ['Clean underbody, no rust or damage.'],
      75: ['Surface rust on exhaust and subframe.'],
      50: ['Scrape marks on sump guard; exhaust hanger loose.'],
      25: ['Structural rust on sills and floor pan.'],
    },
  },
];
