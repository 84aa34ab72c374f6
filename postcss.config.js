// Mantine's preset gives light-dark(), rem() and the rtl/ltr mixins in CSS modules.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
