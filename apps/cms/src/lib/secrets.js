/** A local default for a secret; production must set the real one. */
const fallback = (key, value) => {
  if (process.env.NODE_ENV === 'production') throw new Error(`${key} is required in production`);
  return value;
};

module.exports = { fallback };
