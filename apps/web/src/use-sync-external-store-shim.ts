// React 18+ has useSyncExternalStore built in; react-i18next's CommonJS shim would otherwise load
// a second React (the workspace root's) in tests and add bytes to the build.
export { useSyncExternalStore } from 'react';
