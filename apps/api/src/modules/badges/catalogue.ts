/**
 * Our own badge catalogue (spec 2 §7 Badges): the award titles of the award dialog that earn a
 * badge on a canvas, with a logo we draw ourselves (logos.ts). Titles match case-insensitively.
 * Links go to the program owner's home page where there is one; no page of theirs is claimed.
 */
export type BadgeShape = 'seal' | 'shield' | 'ribbon' | 'hexagon';
export type BadgePalette = 'plum' | 'blush' | 'champagne' | 'ink';

export interface Badge {
  id: string;
  /** Award titles (and common spellings) that earn this badge. */
  titles: string[];
  /** Big text in the logo, and the small line under it. */
  label: string;
  sublabel: string;
  /** The line shown beside the badge on a canvas. */
  line: string;
  url: string;
  shape: BadgeShape;
  palette: BadgePalette;
}

export const BADGES: readonly Badge[] = [
  {
    id: 'naha',
    titles: ['NAHA', 'North American Hairstyling Awards'],
    label: 'NAHA',
    sublabel: 'AWARDS',
    line: 'North American Hairstyling Awards',
    url: 'https://www.probeauty.org',
    shape: 'seal',
    palette: 'champagne',
  },
  {
    id: 'beacon',
    titles: ['Beacon', 'PBA Beacon'],
    label: 'BEACON',
    sublabel: 'PBA',
    line: 'PBA Beacon',
    url: 'https://www.probeauty.org',
    shape: 'ribbon',
    palette: 'plum',
  },
  {
    id: 'caper',
    titles: ['Caper'],
    label: 'CAPER',
    sublabel: 'AWARD',
    line: 'Caper',
    url: '',
    shape: 'hexagon',
    palette: 'blush',
  },
  {
    id: 'deans-list',
    titles: ["Dean's List", 'Deans List'],
    label: "DEAN'S",
    sublabel: 'LIST',
    line: "Dean's List",
    url: '',
    shape: 'shield',
    palette: 'plum',
  },
  {
    id: 'honors',
    titles: ['Honors', 'Honours'],
    label: 'HONORS',
    sublabel: 'DISTINCTION',
    line: 'Honors',
    url: '',
    shape: 'shield',
    palette: 'champagne',
  },
  {
    id: 'scholarship',
    titles: ['Scholarship', 'Scholarship Recipient'],
    label: 'SCHOLAR',
    sublabel: 'RECIPIENT',
    line: 'Scholarship Recipient',
    url: '',
    shape: 'ribbon',
    palette: 'champagne',
  },
  {
    id: 'achievements',
    titles: ['Achievements and Awards', 'Achievements & Awards'],
    label: 'AWARD',
    sublabel: 'ACHIEVEMENT',
    line: 'Achievements and Awards',
    url: '',
    shape: 'seal',
    palette: 'blush',
  },
  {
    id: 'club-teams',
    titles: ['Club/Teams', 'Club', 'Teams'],
    label: 'CLUB',
    sublabel: 'TEAM MEMBER',
    line: 'Club and team member',
    url: '',
    shape: 'hexagon',
    palette: 'ink',
  },
  {
    id: 'biolage-scalp',
    titles: ['Biolage Scalp Certified Specialist'],
    label: 'SCALP',
    sublabel: 'CERTIFIED',
    line: 'Biolage Scalp Certified Specialist',
    url: 'https://www.biolage.com',
    shape: 'seal',
    palette: 'plum',
  },
  {
    id: 'redken-safe-space',
    titles: ['Redken Safe Space Educated'],
    label: 'SAFE',
    sublabel: 'SPACE EDUCATED',
    line: 'Redken Safe Space Educated',
    url: 'https://www.redken.com',
    shape: 'hexagon',
    palette: 'plum',
  },
  {
    id: 'shades-eq',
    titles: ['Shades EQ Specialist Program', 'Shades EQ Specialist'],
    label: 'EQ',
    sublabel: 'SPECIALIST',
    line: 'Shades EQ Specialist Program',
    url: 'https://www.redken.com',
    shape: 'seal',
    palette: 'blush',
  },
  {
    id: 'redken-specialist',
    titles: ['Redken Specialist Program', 'Redken Specialist'],
    label: 'REDKEN',
    sublabel: 'SPECIALIST',
    line: 'Redken Specialist Program',
    url: 'https://www.redken.com',
    shape: 'ribbon',
    palette: 'blush',
  },
  {
    id: 'purpose-discovery',
    titles: ['Purpose Discovery/EQ 101', 'Purpose Discovery', 'EQ 101'],
    label: 'EQ 101',
    sublabel: 'PURPOSE',
    line: 'Purpose Discovery / EQ 101',
    url: '',
    shape: 'shield',
    palette: 'ink',
  },
  {
    id: 'head-up',
    titles: ['Head Up Completion', 'Head Up'],
    label: 'HEAD UP',
    sublabel: 'COMPLETED',
    line: 'Head Up completion',
    url: '',
    shape: 'ribbon',
    palette: 'ink',
  },
];
