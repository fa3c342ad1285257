/** Apart from the provider so the seed does not load it. */
export interface DevIdentity {
  subject: string;
  name: string;
  email: string;
  linkedMobile: string | null;
}

export const DEV_IDENTITIES: readonly DevIdentity[] = [
  {
    subject: 'dev-maria',
    name: 'Maria Clara Santos',
    email: 'maria.santos@example.ph',
    linkedMobile: '09170000001',
  },
  {
    subject: 'dev-juan',
    name: 'Juan Dela Cruz',
    email: 'juan.delacruz@example.ph',
    linkedMobile: '09170000002',
  },
  {
    subject: 'dev-stranger',
    name: 'Alex Stranger',
    email: 'alex.stranger@example.ph',
    linkedMobile: null,
  },
];
