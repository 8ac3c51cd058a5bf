// Imported first by the commands (build.ts, tools/dev.ts): React picks its build when it is first
// loaded, and a module imported later may load it (i18n/types.ts imports a component). The production
// build renders what ships, without the development checks (an unknown prop, a missing key), which
// still print where React loads as development, as in a shell that sets NODE_ENV=development.
process.env.NODE_ENV ??= 'production';
