// Desktop/mobile switch of the portal: 1280px (80em). Mantine's own xl breakpoint is set to match in theme.ts.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '64em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '80em',
        desktop: '80em',
        'below-desktop': '79.99em',
      },
    },
  },
}
