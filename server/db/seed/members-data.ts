import type { MemberStatus } from '../schema';

/** DEMO_PASSCODE is for a development machine, never a production credential. */
export const DEMO_PASSCODE = '482916';

export interface DemoMember {
  mobile: string;
  status: MemberStatus;
  firstName: string;
  middleName: string | null;
  lastName: string;
  birthday: string;
  gender: 1 | 2;
  civilStatus: 1 | 2 | 3 | 4;
  email: string | null;
  isMailVerified: boolean;
  address: {
    address: string;
    province: string;
    city: string;
    barangay: string;
    region: string;
    zipCode: string;
  } | null;
  vehicleOwner: 1 | 2;
  fuelType: 0 | 1 | 2;
  carNumber: number;
  subscriptions: boolean;
  card: {
    cardNumber: string;
    productLabel: string;
    type: string;
    applicationDate: string;
    balance: string;
  };
}

export const demoMembers: DemoMember[] = [
  {
    mobile: '+639170000001',
    status: 'ACTIVE',
    firstName: 'Maria Clara',
    middleName: 'Reyes',
    lastName: 'Santos',
    birthday: '1990-03-14',
    gender: 2,
    civilStatus: 2,
    email: 'maria.santos@example.ph',
    isMailVerified: true,
    address: {
      address: 'Unit 1203, The Residences, 25 Ortigas Avenue',
      province: '1300000000',
      city: '1381200000',
      barangay: '1381200019',
      region: '1300000000',
      zipCode: '1605',
    },
    vehicleOwner: 1,
    fuelType: 1,
    carNumber: 1,
    subscriptions: true,
    card: {
      cardNumber: '8800123400000011',
      productLabel: 'Go Rewards',
      type: 'Gold',
      applicationDate: '2019-06-21',
      balance: '0',
    },
  },
  {
    mobile: '+639170000002',
    status: 'ACTIVE',
    firstName: 'Juan',
    middleName: null,
    lastName: 'Dela Cruz',
    birthday: '1998-11-02',
    gender: 1,
    civilStatus: 1,
    email: 'juan.delacruz@example.ph',
    isMailVerified: false,
    address: null,
    vehicleOwner: 2,
    fuelType: 0,
    carNumber: 0,
    subscriptions: false,
    card: {
      cardNumber: '8800123400000029',
      productLabel: 'Go Rewards',
      type: 'Classic',
      applicationDate: '2026-09-05',
      balance: '0',
    },
  },
  {
    mobile: '+639170000003',
    status: 'PASSWORD_EXPIRED',
    firstName: 'Andrea',
    middleName: 'Lopez',
    lastName: 'Reyes',
    birthday: '1987-07-30',
    gender: 2,
    civilStatus: 1,
    email: 'andrea.reyes@example.ph',
    isMailVerified: true,
    address: null,
    vehicleOwner: 2,
    fuelType: 0,
    carNumber: 0,
    subscriptions: false,
    card: {
      cardNumber: '8800123400000037',
      productLabel: 'Go Rewards',
      type: 'Classic',
      applicationDate: '2021-02-11',
      balance: '845.50',
    },
  },
  {
    mobile: '+639170000004',
    status: 'MIGRATED',
    firstName: 'Miguel',
    middleName: null,
    lastName: 'Bautista',
    birthday: '1979-01-19',
    gender: 1,
    civilStatus: 2,
    email: null,
    isMailVerified: false,
    address: null,
    vehicleOwner: 1,
    fuelType: 2,
    carNumber: 2,
    subscriptions: false,
    card: {
      cardNumber: '8800123400000045',
      productLabel: 'Go Rewards',
      type: 'Classic',
      applicationDate: '2016-10-03',
      balance: '2310.25',
    },
  },
  {
    mobile: '+639170000005',
    status: 'STAGED',
    firstName: 'Patricia',
    middleName: 'Cruz',
    lastName: 'Garcia',
    birthday: '1993-05-08',
    gender: 2,
    civilStatus: 1,
    email: null,
    isMailVerified: false,
    address: null,
    vehicleOwner: 2,
    fuelType: 0,
    carNumber: 0,
    subscriptions: false,
    card: {
      cardNumber: '8800123400000052',
      productLabel: 'Go Rewards',
      type: 'Classic',
      applicationDate: '2017-04-27',
      balance: '120.00',
    },
  },
  {
    mobile: '+639170000006',
    status: 'INACTIVE',
    firstName: 'Ramon',
    middleName: null,
    lastName: 'Villanueva',
    birthday: '1969-12-24',
    gender: 1,
    civilStatus: 3,
    email: 'ramon.villanueva@example.ph',
    isMailVerified: true,
    address: null,
    vehicleOwner: 2,
    fuelType: 0,
    carNumber: 0,
    subscriptions: false,
    card: {
      cardNumber: '8800123400000060',
      productLabel: 'Go Rewards',
      type: 'Classic',
      applicationDate: '2015-08-14',
      balance: '0',
    },
  },
  {
    mobile: '+639170000007',
    status: 'LOCKED_OUT',
    firstName: 'Liza',
    middleName: 'Tan',
    lastName: 'Mendoza',
    birthday: '1995-09-17',
    gender: 2,
    civilStatus: 1,
    email: 'liza.mendoza@example.ph',
    isMailVerified: false,
    address: null,
    vehicleOwner: 2,
    fuelType: 0,
    carNumber: 0,
    subscriptions: false,
    card: {
      cardNumber: '8800123400000078',
      productLabel: 'Go Rewards',
      type: 'Classic',
      applicationDate: '2020-01-30',
      balance: '57.75',
    },
  },
];
