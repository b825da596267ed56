/**
 * What the static pages say about the company (account-and-pages §1, §2 "Static pages"),
 * in one place so the about, contact, terms and privacy pages never disagree.
 */
import { SHOP_NAME } from '../chrome';

/** The operator: the spec says only "a limited company" registered in Hong Kong. */
export const COMPANY_NAME = `${SHOP_NAME} Limited`;

/** Where and when the company was registered (spec §1). */
export const REGISTRATION = { place: 'Hong Kong', year: 2022 } as const;

/**
 * The address for questions about orders, licences, privacy and the terms. The spec
 * names "an e-mail" without giving it; one address keeps every page consistent.
 */
export const CONTACT_EMAIL = 'support@patternmarketplace.com';

export interface Office {
  city: string;
  /** Street address lines, top to bottom, as printed on an envelope. */
  address: readonly string[];
  /** The registered office, whose address the terms and privacy policy give. */
  registered?: boolean;
}

/**
 * The six offices, in the spec's order. The spec lists the cities but not the
 * streets: these lines are the shop's copy and are the one thing to correct if the
 * company moves.
 */
export const offices: readonly Office[] = [
  { city: 'Milan', address: ['Via Tortona 31', '20144 Milan', 'Italy'] },
  { city: 'Shenzhen', address: ['Room 1208, Tower A, 9 Keyuan Road', 'Nanshan District, Shenzhen 518057', 'China'] },
  {
    city: 'Hong Kong',
    address: ["Unit 1503, 15/F, 88 Queen's Road Central", 'Central, Hong Kong'],
    registered: true,
  },
  { city: 'Hangzhou', address: ['Room 602, 168 Wensan Road', 'Xihu District, Hangzhou 310013', 'China'] },
  { city: 'Shanghai', address: ['Room 1101, 1000 West Nanjing Road', "Jing'an District, Shanghai 200041", 'China'] },
  { city: 'Yantai', address: ['Room 806, 56 Haigang Road', 'Zhifu District, Yantai 264000', 'China'] },
];

/** The registered office in Hong Kong: the postal address of the legal pages. */
export const registeredOffice: Office = offices.find((office) => office.registered)!;

/** The registered office on one line, for a sentence. */
export const registeredAddressLine = registeredOffice.address.join(', ');

/** The contributor portal is announced, not open (spec §1). */
export const CONTRIBUTOR_PORTAL_PLANNED = '2023-2024';

export { contentPaths, pathOf, type ContentPageName } from './contentPaths';
