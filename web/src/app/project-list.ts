/**
 * The project list (public call), fetched once per page load. Part of the entry: a signed-in start
 * asks for it with the frame's code, so the names (top bar, "My work"'s header) are there for the
 * first render instead of a second one after the call.
 */
import type { ProjectOption } from '@fleet/shared/platform/users';
import { fetchProjects } from '../auth/signin.ts';

let loading: Promise<ProjectOption[]> | undefined;
let loaded: ProjectOption[] | undefined;

export function projectList(): Promise<ProjectOption[]> {
  loading ??= fetchProjects().then(
    (list) => (loaded = list),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The list if it has arrived. */
export function loadedProjectList(): ProjectOption[] | undefined {
  return loaded;
}
