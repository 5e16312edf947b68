module.exports = { autogenerate: false };
