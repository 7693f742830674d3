import { useQuery } from '@tanstack/react-query';
import {
  CERTIFICATES_API as API,
  type MyCertificateAnswer,
  type VerifyAnswer,
} from '@common/schemas/academy-certificates';
import { fetchJson } from '~/lib/api';

/** The certificate calls (issue 13, point 12) and their query keys. */
export const certificateKeys = {
  mine: (courseId: string) => ['academy', 'certificates', 'mine', courseId] as const,
  verify: (code: string) => ['academy', 'certificates', 'verify', code] as const,
};

export const useMyCertificate = (courseId: string) =>
  useQuery({
    queryKey: certificateKeys.mine(courseId),
    queryFn: () => fetchJson<MyCertificateAnswer>(API.mine(courseId)),
    retry: false,
  });

export const useVerifiedCertificate = (code: string) =>
  useQuery({
    queryKey: certificateKeys.verify(code),
    queryFn: () => fetchJson<VerifyAnswer>(API.verify(code)),
    enabled: code !== '',
    retry: false,
  });
