import type { ProfileTarget, RoleValue, UserKind } from '@canvas/shared';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Seeder } from '../../seed/context';

export const DEMO_PASSWORD = 'Demo_pass1';

interface DemoAccount {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
  target: ProfileTarget | null;
  kind: UserKind | null;
  roleValue: RoleValue;
  phone: string;
  zipCode: string;
}

/** The five demo accounts README lists (DESIGN.md §4). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'student',
    email: 'student@demo.test',
    firstName: 'Maya',
    lastName: 'Robinson',
    target: 'studentCanvas',
    kind: 'student',
    roleValue: 'end_user',
    phone: '+13125550147',
    zipCode: '60614',
  },
  {
    key: 'pro',
    email: 'pro@demo.test',
    firstName: 'Sofia',
    lastName: 'Alvarez',
    target: 'personalCanvas',
    kind: 'beautyPro',
    roleValue: 'end_user',
    phone: '+13105550182',
    zipCode: '90036',
  },
  {
    key: 'business',
    email: 'business@demo.test',
    firstName: 'Jordan',
    lastName: 'Ellis',
    target: 'businessCanvas',
    kind: null,
    roleValue: 'end_user',
    phone: '+12125550119',
    zipCode: '10012',
  },
  {
    key: 'school',
    email: 'school@demo.test',
    firstName: 'Patricia',
    lastName: 'Nguyen',
    target: 'schoolDashboard',
    kind: null,
    roleValue: 'end_user',
    phone: '+15125550163',
    zipCode: '78701',
  },
  {
    key: 'admin',
    email: 'admin@demo.test',
    firstName: 'Alex',
    lastName: 'Morgan',
    target: 'admin',
    kind: null,
    roleValue: 'administrator',
    phone: '+16465550100',
    zipCode: '10001',
  },
];

const FIRST_NAMES = [
  'Ava',
  'Brianna',
  'Camila',
  'Daniela',
  'Elena',
  'Fatima',
  'Gabriela',
  'Hannah',
  'Imani',
  'Jasmine',
  'Kayla',
  'Lauren',
  'Mia',
  'Nadia',
  'Olivia',
  'Priya',
  'Quinn',
  'Rosa',
  'Sasha',
  'Tiana',
  'Valeria',
  'Whitney',
  'Ximena',
  'Yasmin',
  'Zoe',
  'Andre',
  'Marcus',
  'Diego',
  'Tyler',
  'Kevin',
];
const LAST_NAMES = [
  'Johnson',
  'Williams',
  'Garcia',
  'Martinez',
  'Brown',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'Patel',
  'Kim',
  'Chen',
  'Rivera',
  'Brooks',
];
const ZIP_CODES = [
  '10001',
  '11211',
  '30303',
  '33130',
  '60607',
  '75201',
  '77002',
  '85004',
  '90012',
  '94103',
  '98101',
  '02116',
  '19103',
  '80202',
  '37203',
];
const MEMBER_TARGETS: { target: ProfileTarget; kind: UserKind | null }[] = [
  { target: 'studentCanvas', kind: 'student' },
  { target: 'personalCanvas', kind: 'beautyPro' },
  { target: 'personalCanvas', kind: 'industryProfessional' },
  { target: 'businessCanvas', kind: null },
  { target: 'schoolDashboard', kind: null },
];

/** The demo accounts plus a community of members, so lists and counts look like a live product. */
export const seedUsers: Seeder = async ({ db, random, demoPasswordHash, demoUserIds, demoAdmin }) => {
  const accounts = DEMO_ACCOUNTS.filter((account) => demoAdmin === true || account.roleValue === 'end_user');
  const rows = accounts.map(({ key: _key, ...account }) => ({
    ...account,
    passwordHash: demoPasswordHash,
    emailVerifiedAt: sql`now()`,
    phoneVerified: account.roleValue === 'end_user',
    // Shared by everyone trying the product and by the end-to-end journeys: My Dashboard's one-time
    // welcome would stand over the page each of them opens first. New accounts get it.
    dashboardWelcomedAt: sql`now()`,
    // Likewise the editor's "Three things to know before you begin": the demo accounts arrive with
    // built canvases, so they are past their first visit; a new account is welcomed once.
    editorWelcomedAt: sql`now()`,
  }));
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
  for (const account of accounts) {
    const row = inserted.find((candidate) => candidate.email === account.email);
    if (row) demoUserIds[account.key] = row.id;
  }

  const members = Array.from({ length: 120 }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const { target, kind } = random.pick(MEMBER_TARGETS);
    const daysAgo = random.int(1, 900);
    return {
      email: `${firstName}.${lastName}.${index + 1}@members.demo.test`.toLowerCase(),
      passwordHash: demoPasswordHash,
      emailVerifiedAt: sql`now() - make_interval(days => ${daysAgo})`,
      firstName,
      lastName,
      target,
      kind,
      zipCode: random.pick(ZIP_CODES),
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    };
  });
  await db.insert(users).values(members);
};
