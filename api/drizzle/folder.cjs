// Where the generated migrations are, for Drizzle's migrator: the code runs as ESM under tsx and as CommonJS under
// Jest, and only a CommonJS file knows its own folder in both.
module.exports = __dirname;
