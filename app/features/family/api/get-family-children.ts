import { queryOptions, useQuery } from '@tanstack/react-query';
import { FAMILY_HOME_API, type FamilyChildrenAnswer } from '@common/schemas/family';
import { fetchJson } from '~/lib/api';
import { FAMILY_KEYS } from './keys';

/** GET /api/family/children: the parent's linked children, with avatar, classes and teachers. */
export const getFamilyChildren = async () =>
  (await fetchJson<FamilyChildrenAnswer>(FAMILY_HOME_API.children)).children;

export const familyChildrenQuery = () =>
  queryOptions({ queryKey: FAMILY_KEYS.home(), queryFn: getFamilyChildren });

export const useFamilyChildren = () => useQuery(familyChildrenQuery());
