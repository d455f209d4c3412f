import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type MantineTheme,
  type ModalProps,
  type NotificationProps,
  rem,
} from '@mantine/core';

/**
 * The one theme of the web app. Colours, type, spacing and radius are defined here and nowhere else:
 * components use Mantine props (`c="plum.8"`) or the CSS variables Mantine derives from this file
 * (`var(--mantine-color-blush-2)`, `var(--canvas-surface-page)`). A hex value outside this file is a bug.
 */

/** Deep ink plum: the brand colour (buttons, links, headings on light surfaces, dark brand panels). */
const plum: MantineColorsTuple = [
  '#f8f2f8',
  '#eddff0',
  '#d9bfdf',
  '#c29ccb',
  '#a679b2',
  '#895a96',
  '#6d437a',
  '#553262',
  '#3d1f46',
  '#261329',
];

/** Blush rose: the accent (highlights, decorative shapes, focus of attention on dark panels). */
const blush: MantineColorsTuple = [
  '#fdf5f4',
  '#fbe9e6',
  '#f6d4cf',
  '#efbab3',
  '#e69d94',
  '#d97f75',
  '#c4645b',
  '#a44e48',
  '#823d39',
  '#5f2c2b',
];

/** Champagne gold: small details only (step numbers, rules, tiny badges). */
const champagne: MantineColorsTuple = [
  '#fbf7ef',
  '#f5ecda',
  '#ead8b3',
  '#dfc28a',
  '#d4ae67',
  '#c99c4d',
  '#b0843a',
  '#8c692f',
  '#6a4f25',
  '#47351a',
];

/** Warm greys replace Mantine's cool greys so borders, dimmed text and surfaces stay in the palette. */
const gray: MantineColorsTuple = [
  '#fbf8f5',
  '#f4efea',
  '#e9e2db',
  '#dad1c8',
  '#bfb4aa',
  '#9c9189',
  '#6b615b',
  '#5b524e',
  '#3c3238',
  '#241c22',
];

/**
 * What every Modal and Drawer gets, so no dialog repeats it: focus kept inside while open and given
 * back to what opened it, Escape closes, the close button has a name, and the dialog's <header> is
 * presentational (a <header> outside any sectioning element is a second banner landmark: axe's
 * landmark-no-duplicate-banner). By convention every dialog passes a `title`: it names the dialog.
 */
const dialogDefaults = {
  trapFocus: true,
  returnFocus: true,
  closeOnEscape: true,
  closeButtonProps: { 'aria-label': 'Close' },
  attributes: { header: { role: 'presentation' } },
} as const;

/**
 * Phone widths (600 px and below) where every Modal is a full-screen sheet: a centred card there
 * leaves a thin strip around a form, and the keyboard covers its buttons.
 */
export const SHEET_MEDIA_QUERY = '(max-width: 37.5em)';

/**
 * Read when a Modal renders, so a dialog opened on a phone is a sheet from its first frame (no
 * centred card that jumps). Not a hook: theme defaults cannot subscribe, and a dialog opened after
 * the phone turns reads the new width.
 */
function isSheetViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(SHEET_MEDIA_QUERY).matches
    : false;
}

const modalDefaults = {
  ...dialogDefaults,
  radius: 'lg',
  centered: true,
  overlayProps: { backgroundOpacity: 0.45, blur: 3 },
} as const satisfies Partial<ModalProps>;

/** The sheet: the whole screen, rising from the bottom as phone sheets do. */
const sheetDefaults = {
  fullScreen: true,
  radius: 0,
  transitionProps: { transition: 'slide-up', duration: 200 },
} as const satisfies Partial<ModalProps>;

const surfaceWhite = '#fffdfb';
const headerHeight = rem(72);
const ink = gray[9];

export const theme = createTheme({
  primaryColor: 'plum',
  primaryShade: 8,
  colors: { plum, blush, champagne, gray },
  white: surfaceWhite,
  black: ink,
  autoContrast: true,
  focusRing: 'auto',
  fontFamily: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
  headings: {
    fontFamily: "'Fraunces Variable', 'Fraunces Fallback', Georgia, 'Times New Roman', serif",
    fontWeight: '500',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: rem(52), lineHeight: '1.08' },
      h2: { fontSize: rem(38), lineHeight: '1.15' },
      h3: { fontSize: rem(26), lineHeight: '1.25' },
      h4: { fontSize: rem(20), lineHeight: '1.3' },
      h5: { fontSize: rem(17), lineHeight: '1.4' },
      h6: { fontSize: rem(15), lineHeight: '1.4' },
    },
  },
  fontSizes: {
    xs: rem(12),
    sm: rem(14),
    md: rem(16),
    lg: rem(18),
    xl: rem(21),
  },
  lineHeights: { xs: '1.4', sm: '1.5', md: '1.6', lg: '1.65', xl: '1.7' },
  spacing: {
    xs: rem(8),
    sm: rem(12),
    md: rem(18),
    lg: rem(28),
    xl: rem(44),
  },
  radius: {
    xs: rem(4),
    sm: rem(8),
    md: rem(12),
    lg: rem(20),
    xl: rem(32),
  },
  defaultRadius: 'md',
  // md is the spec's mobile breakpoint (1024 px); postcss.config.cjs repeats these for CSS modules.
  breakpoints: {
    xs: '36em',
    sm: '48em',
    md: '64em',
    lg: '75em',
    xl: '90em',
  },
  shadows: {
    xs: '0 1px 2px rgba(38, 19, 41, 0.06)',
    sm: '0 2px 8px rgba(38, 19, 41, 0.06), 0 1px 2px rgba(38, 19, 41, 0.04)',
    md: '0 10px 30px rgba(38, 19, 41, 0.08), 0 2px 6px rgba(38, 19, 41, 0.05)',
    lg: '0 24px 60px rgba(38, 19, 41, 0.12), 0 6px 16px rgba(38, 19, 41, 0.06)',
    xl: '0 40px 90px rgba(38, 19, 41, 0.18)',
  },
  defaultGradient: { from: 'plum.8', to: 'blush.6', deg: 135 },
  other: { headerHeight },
  components: {
    Button: {
      defaultProps: { radius: 'xl' },
      styles: { root: { fontWeight: 600, letterSpacing: '0.01em' } },
    },
    ActionIcon: { defaultProps: { radius: 'xl' } },
    Card: { defaultProps: { radius: 'lg', padding: 'xl', withBorder: true } },
    Paper: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'md' } },
    // The show-password toggle is a real button in the Tab order (issue 26; Mantine skips it by
    // default), named for what it does; Mantine sets aria-pressed while the password shows.
    PasswordInput: {
      defaultProps: {
        size: 'md',
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': 'Show password' },
      },
    },
    Modal: {
      defaultProps: (): Partial<ModalProps> =>
        isSheetViewport() ? { ...modalDefaults, ...sheetDefaults } : modalDefaults,
      // The header is sticky (Mantine's own); on a sheet a rule under it marks where the form
      // scrolls, and the notch and home bar keep their space.
      styles: (_theme: MantineTheme, props: ModalProps) => ({
        title: {
          fontFamily: 'var(--mantine-font-family-headings)',
          fontSize: 'var(--mantine-font-size-xl)',
          fontWeight: 500,
        },
        ...(props.fullScreen
          ? {
              header: {
                borderBottom: '1px solid var(--mantine-color-gray-2)',
                paddingTop: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-top))',
                marginBottom: 'var(--mantine-spacing-md)',
              },
              body: { paddingBottom: 'calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))' },
            }
          : {}),
      }),
    },
    Drawer: {
      defaultProps: dialogDefaults satisfies Partial<DrawerProps>,
      styles: { title: { display: 'flex' } },
    },
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<NotificationProps>,
    },
    // Every select and autocomplete (Select, MultiSelect, TagsInput, Autocomplete and our own
    // Comboboxes) places its dropdown against the viewport. Placed against the document (Mantine's
    // default), a dropdown opened in a dialog on a phone first lands partly past the right edge; the
    // phone's page grows to show it, the centred dialog and its field move, the dropdown follows and
    // the page shrinks again, a loop that made it flicker off-screen so no option could be tapped.
    // A fixed dropdown never widens the page.
    Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
    Menu: { defaultProps: { radius: 'md', shadow: 'md' } },
    Anchor: { defaultProps: { underline: 'hover' } },
    Container: { defaultProps: { size: 'lg' } },
  },
});

/**
 * Extra tokens as CSS variables (`--canvas-*`), so CSS modules read surfaces and gradients
 * from the theme instead of repeating colour values.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {
    '--canvas-header-height': headerHeight,
    '--canvas-surface-page': gray[0],
    '--canvas-surface-raised': surfaceWhite,
    '--canvas-surface-sunken': gray[1],
    '--canvas-surface-brand': plum[9],
    '--canvas-text-on-brand': plum[0],
    '--canvas-text-on-brand-dimmed': plum[2],
    '--canvas-gradient-brand': `linear-gradient(150deg, ${plum[9]} 0%, ${plum[8]} 45%, ${plum[7]} 100%)`,
    // Glows are background layers of a hero (never boxes of their own, which a growing hero would
    // move: layout shift), so their opacity is part of the colour.
    '--canvas-gradient-glow': `radial-gradient(closest-side, color-mix(in srgb, ${blush[4]} 32%, transparent), transparent)`,
    '--canvas-gradient-glow-plum': `radial-gradient(closest-side, color-mix(in srgb, ${plum[5]} 60%, transparent), transparent)`,
  },
  light: {
    '--mantine-color-body': surfaceWhite,
    '--mantine-color-dimmed': gray[6],
  },
  dark: {},
});
