import type { Place, Session, User } from '@canvas/shared';

type UserOverrides = Partial<Omit<User, 'profile' | 'role'>> & {
  profile?: Partial<User['profile']>;
  role?: Partial<User['role']>;
};

export function makeUser(overrides: UserOverrides = {}): User {
  const { profile, role, ...rest } = overrides;
  return {
    id: 1,
    email: 'student@demo.test',
    emailVerified: true,
    platformType: 'internal',
    phone: null,
    verify: false,
    zipCode: null,
    notification: { news: true, note: true, daily: false },
    chatToken: null,
    grsfHash: null,
    createdAt: '2024-03-05T15:00:00.000Z',
    ...rest,
    profile: { firstName: 'Ava', lastName: 'Stone', avatar: null, target: 'studentCanvas', ...profile },
    role: { value: 'end_user', isSuperAdmin: false, ...role },
  };
}

export function makeAdmin(overrides: UserOverrides = {}): User {
  return makeUser({
    id: 99,
    email: 'admin@demo.test',
    ...overrides,
    profile: { firstName: 'Ada', lastName: 'Admin', target: 'admin', ...overrides.profile },
    role: { value: 'administrator', isSuperAdmin: false, ...overrides.role },
  });
}

export function makeSession(user: User = makeUser(), token = `token-${user.id}`): Session {
  return { access_token: token, user };
}

/** A city the place pickers answer in tests (browse, the editors' location fields). */
export const AUSTIN: Place = {
  id: 'city:austin-tx',
  kind: 'city',
  label: 'Austin, TX',
  city: 'Austin',
  state: 'Texas',
  stateShort: 'TX',
  zipCode: null,
  country: 'United States',
  countryShort: 'US',
  coordinates: [-97.7431, 30.2672],
};
