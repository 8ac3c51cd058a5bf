// Imported first by the build entry points: React picks its production build (faster, no
// development checks) from NODE_ENV when it is first loaded. The dev server does not
// import this, so it keeps React's development warnings.
process.env.NODE_ENV ??= 'production';
