// Mantine's preset gives light-dark(), rem() and the rtl/ltr mixins in CSS modules.
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
