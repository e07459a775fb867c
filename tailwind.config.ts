import type { Config } from 'tailwindcss';

/**
 * The visual identity: lake blues, forest greens, warm sand paper and an ember accent
 * taken from the sunset over the water. Change the palette here; every page uses these names.
 */
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './features/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './site/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        lake: {
          50: '#f1f7f8',
          100: '#e3f0f1',
          300: '#7fb3bb',
          500: '#2f7a8a',
          700: '#1d4e5c',
          900: '#0f2a33',
        },
        forest: {
          100: '#e6efe5',
          200: '#cfe0cf',
          500: '#5f8f5a',
          600: '#35613f',
          800: '#1f3a2b',
        },
        sand: {
          50: '#faf7f1',
          100: '#f3ede1',
          300: '#e2d5bb',
          500: '#c9b48f',
        },
        ember: {
          100: '#fbe6d8',
          300: '#f2b48a',
          500: '#cf6a3c',
          600: '#b4532a',
          700: '#8f3f1f',
        },
        danger: {
          50: '#fdeeee',
          700: '#a61b1b',
          800: '#8a1c1c',
        },
        ink: {
          DEFAULT: '#1b2421',
          muted: '#4a5753',
        },
      },
      fontFamily: {
        display: ['"Fraunces Variable"', '"Fraunces fallback"', 'Georgia', 'serif'],
        // The device's own interface sans (San Francisco, Roboto, Segoe UI): legible, familiar and
        // nothing to download, so text and banner arrive sooner on a weak signal.
        sans: ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
      },
      fontSize: {
        // A 1.25 modular scale for text, larger steps for display headings.
        'display-xl': ['clamp(2.5rem, 6vw + 1rem, 4.75rem)', { lineHeight: '1.05', letterSpacing: '-0.02em' }],
        // An inner page's title (its banner's h1) stays a step above its sections' h2 at every width (issue 49:
        // they were the same size): 32 px against 28 px on a phone, 64 against 52 on a wide screen.
        'display-page': ['clamp(2rem, 4vw + 1rem, 4rem)', { lineHeight: '1.05', letterSpacing: '-0.02em' }],
        'display-lg': ['clamp(1.75rem, 3vw + 1rem, 3.25rem)', { lineHeight: '1.1', letterSpacing: '-0.015em' }],
        'display-md': ['clamp(1.5rem, 1.5vw + 1rem, 2.25rem)', { lineHeight: '1.15', letterSpacing: '-0.01em' }],
      },
      spacing: {
        section: 'clamp(4rem, 8vw, 7rem)',
        nav: '4.5rem',
      },
      maxWidth: {
        content: '72rem',
        prose: '40rem',
      },
      borderRadius: {
        card: '1.25rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(15 42 51 / 0.06), 0 8px 24px -8px rgb(15 42 51 / 0.18)',
        nav: '0 2px 12px rgb(15 42 51 / 0.12)',
      },
      keyframes: {
        'slide-in-from-right': { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
        'slide-in-from-left': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } },
      },
      animation: {
        'slide-in-from-right': 'slide-in-from-right 1000ms ease-in-out both',
        'slide-in-from-left': 'slide-in-from-left 1000ms ease-in-out both',
      },
    },
  },
};

export default config;
