module.exports = {
  register() {},
  async bootstrap() {},
};
