import { BUSINESS_UNITS, ROLES, type BusinessUnit, type Role } from '@kizuki/shared';

export interface DemoOrganization {
  unit: BusinessUnit;
  code: string;
  name: string;
}

export interface DemoUser {
  email: string;
  lastName: string;
  firstName: string;
  role: Role;
  unit: BusinessUnit;
  organizationCode: string;
  isAdmin: boolean;
  /** Receives the unit's safety cases and reports of possible adverse events (issue 19). */
  isSafetyContact?: boolean;
}

/** Field roles sit in a sales organization; the product-management roles in the unit's office. */
const ORGANIZATION_OF_ROLE: Record<Role, 'sales' | 'pmo'> = {
  mr: 'sales',
  'mr-approver': 'sales',
  rm: 'sales',
  pmo: 'pmo',
  'pmo-approver': 'pmo',
  hq: 'pmo',
};

const SALES_OFFICE: Record<BusinessUnit, string> = {
  cimgibu: '東日本第一営業所',
  cimrdbu: '関西営業所',
  cimjobu: '九州営業所',
  cimjpbu1: '中部営業所',
};

export const DEMO_ORGANIZATIONS: DemoOrganization[] = BUSINESS_UNITS.flatMap((unit) => [
  { unit, code: 'sales', name: SALES_OFFICE[unit] },
  { unit, code: 'pmo', name: 'プロダクトマネジメントオフィス' },
  { unit, code: 'safety', name: '安全管理部' },
]);

/** Four people per role, one for each unit: realistic names, not real people. */
const NAMES: Record<Role, [string, string][]> = {
  mr: [
    ['佐藤', '健太'],
    ['高橋', '美咲'],
    ['渡辺', '翔'],
    ['中村', '彩花'],
  ],
  'mr-approver': [
    ['鈴木', '誠'],
    ['伊藤', '由美'],
    ['小林', '直樹'],
    ['加藤', '真理子'],
  ],
  rm: [
    ['田中', '浩二'],
    ['山本', '恵'],
    ['吉田', '隆'],
    ['山田', '久美子'],
  ],
  pmo: [
    ['松本', '大輔'],
    ['井上', '千尋'],
    ['木村', '拓也'],
    ['林', '香織'],
  ],
  'pmo-approver': [
    ['清水', '修'],
    ['山口', '智子'],
    ['森', '一郎'],
    ['池田', '陽子'],
  ],
  hq: [
    ['橋本', '雅人'],
    ['石川', '理恵'],
    ['前田', '聡'],
    ['藤田', '麻衣'],
  ],
};

export function demoEmail(role: Role, unit: BusinessUnit): string {
  return `${role}@${unit}.example.com`;
}

/**
 * Each unit's safety contact (issue 19): the pharmacovigilance department's, not an admin, with the
 * role that may do least (read, react, reply): receiving safety cases needs no other power.
 */
const SAFETY_CONTACT_NAMES: [string, string][] = [
  ['岡本', '沙織'],
  ['長谷川', '学'],
  ['村上', '奈々'],
  ['近藤', '健'],
];

export const DEMO_SAFETY_CONTACT = (unit: BusinessUnit) => `safety@${unit}.example.com`;

const ROLE_USERS: DemoUser[] = BUSINESS_UNITS.flatMap((unit, unitIndex) =>
  ROLES.map((role) => {
    const [lastName, firstName] = NAMES[role][unitIndex] ?? ['山田', '太郎'];
    return {
      email: demoEmail(role, unit),
      lastName,
      firstName,
      role,
      unit,
      organizationCode: ORGANIZATION_OF_ROLE[role],
      // PRODUCT.md: in the demo data the hq user of each unit is an admin.
      isAdmin: role === 'hq',
    };
  }),
);

/**
 * One user of every role in every unit, then each unit's safety contact (after them, so that
 * "the unit's user of a role" is always the role user: the demo's posts, reactions and tasks are
 * made without the safety contacts).
 */
export const DEMO_USERS: DemoUser[] = [
  ...ROLE_USERS,
  ...BUSINESS_UNITS.map((unit, unitIndex) => {
    const [lastName, firstName] = SAFETY_CONTACT_NAMES[unitIndex]!;
    return {
      email: DEMO_SAFETY_CONTACT(unit),
      lastName,
      firstName,
      role: 'rm' as const,
      unit,
      organizationCode: 'safety',
      isAdmin: false,
      isSafetyContact: true,
    };
  }),
];

/**
 * The tour's second mr-approver of each unit's sales office (issue 39, demo-tour.ts): someone the
 * first can name as their delegate.
 */
export const DEMO_SECOND_APPROVER = (unit: BusinessUnit) => `mr-approver2@${unit}.example.com`;
export const DEMO_SECOND_APPROVER_NAMES: [string, string][] = [
  ['阿部', '裕子'],
  ['石井', '達也'],
  ['坂本', '明美'],
  ['遠藤', '亮'],
];
