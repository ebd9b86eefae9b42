// The member-directory module as its context uses it.
export { registerMemberDirectoryRoutes } from './member-directory.routes';
