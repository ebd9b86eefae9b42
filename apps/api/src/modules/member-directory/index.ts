// The member-directory module as app.ts uses it.
export { registerMemberDirectoryRoutes } from './member-directory.routes';
