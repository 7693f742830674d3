import {
  coursesAuthUrl,
  resolveEnvironment,
  type CoursesAuthPath,
  type EnvironmentTargets,
} from '@common/config/environment';
import { publicConfig } from './public-config';

/** The environment of the page being shown (SPEC §9: chosen by host). Browser only. */
export function currentEnvironment(): EnvironmentTargets {
  return resolveEnvironment(window.location.origin, publicConfig);
}

export function coursesLink(path: CoursesAuthPath): string {
  return coursesAuthUrl(currentEnvironment().coursesUrl, path);
}
