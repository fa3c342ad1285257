export const RUNNING_RAFFLE_SLUG = 'holiday-raffle-2026';
export const ENDED_RAFFLE_SLUG = 'summer-raffle-2026';
export const DEMO_SURVEY_ID = 'GRSURVEY2026';

export const raffleRows = [
  {
    slug: RUNNING_RAFFLE_SLUG,
    title: 'Go Rewards Holiday Raffle 2026',
    bannerImage: '/images/raffles/holiday-raffle-2026.svg',
    description:
      '<h2>Mechanics</h2><ol><li>Open to Go Rewards members aged 18 and over residing in the Philippines.</li><li>Register once with your 16-digit membership number from November 1, 2026 to January 15, 2027.</li><li>Winners are drawn on January 22, 2027 and notified by SMS and email.</li></ol><p>Prizes: one Toyota Vios, ten 50,000-point vouchers and one hundred 5,000-point vouchers.</p><p>Per DTI Fair Trade Permit No. FTEB-000000 Series of 2026.</p>',
    startsAt: new Date('2026-11-01T00:00:00+08:00'),
    endsAt: new Date('2027-01-15T23:59:59+08:00'),
    maintenance: false,
  },
  {
    slug: ENDED_RAFFLE_SLUG,
    title: 'Go Rewards Summer Raffle 2026',
    bannerImage: '/images/raffles/summer-raffle-2026.svg',
    description:
      '<h2>Mechanics</h2><p>Registration ran from March 1 to May 31, 2026. Thank you for joining!</p>',
    startsAt: new Date('2026-03-01T00:00:00+08:00'),
    endsAt: new Date('2026-05-31T23:59:59+08:00'),
    maintenance: false,
  },
];

export const surveyRows = [
  {
    surveyId: DEMO_SURVEY_ID,
    title: 'Go Rewards Member Survey 2026',
    description: 'Tell us about your Go Rewards experience. It takes less than a minute.',
  },
];
