/** The user master as the tests read it (`/api/User/...`) and what they send back to edit a user. */

/** A user as `getUserAssignById` and `putUser` answer it. */
export interface TestUserView {
  usercode: string;
  username: string;
  projects: string[];
  garages: string[];
  roles: string[];
  superuser: 'Y' | 'N';
  status: 'active' | 'disabled';
  version: number;
}

/** The fields `putUser` takes to edit `user` as read, at its version. */
export const editableUser = (user: TestUserView) => ({
  usercode: user.usercode,
  username: user.username,
  projects: user.projects,
  garages: user.garages,
  roles: user.roles,
  superuser: user.superuser,
  status: user.status,
  version: user.version,
});
