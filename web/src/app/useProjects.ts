import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectOption } from '@fleet/shared/platform/users';
import { projectName } from '../auth/signin.ts';
import { loadedProjectList, projectList } from './project-list.ts';

/** A project's name in the UI language; its code until the list has loaded (or when it fails). */
export function useProjectName(code: string): string {
  const { i18n } = useTranslation();
  // Already there on a signed-in start (prefetch.ts): the name is in the first render.
  const [list, setList] = useState<ProjectOption[] | undefined>(loadedProjectList);
  useEffect(() => {
    if (list) return undefined;
    let active = true;
    projectList().then(
      (loaded) => active && setList(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [list]);
  const project = list?.find((option) => option.code === code);
  return project ? projectName(project, i18n.language) : code;
}
