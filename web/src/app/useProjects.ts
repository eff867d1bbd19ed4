import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectOption } from '@fleet/shared/users';
import { fetchProjects, projectName } from '../auth/signin.ts';

let cached: Promise<ProjectOption[]> | undefined;

/** The project list (public call), fetched once per page load. */
function projects(): Promise<ProjectOption[]> {
  cached ??= fetchProjects().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

/** A project's name in the UI language; its code until the list has loaded (or when it fails). */
export function useProjectName(code: string): string {
  const { i18n } = useTranslation();
  const [list, setList] = useState<ProjectOption[]>();
  useEffect(() => {
    let active = true;
    projects().then(
      (loaded) => active && setList(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  const project = list?.find((option) => option.code === code);
  return project ? projectName(project, i18n.language) : code;
}
