import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSummary } from '@pariksha/shared/schemas/auth';
import type { OrganizationDetail } from '@pariksha/shared/schemas/organizations';
import { useSession } from '../../../../lib/session.ts';
import { appointAdmin, organizationsKey, removeAdmin, updateOrganization, uploadLogo, type OrganizationPayload } from './api.ts';

/**
 * Every change answers with the organisation as stored; the list cache is patched with it, so
 * the page shows the new state without a second request. When the superAdmin edits their own
 * organisation, the header and footer branding follow too.
 */
export function useOrganizationMutations(id: string) {
  const queryClient = useQueryClient();

  const apply = (next: OrganizationSummary | OrganizationDetail) => {
    queryClient.setQueryData<OrganizationDetail[]>(organizationsKey, (list) =>
      list?.map((o) => (o.id === next.id ? { ...o, ...next } : o)),
    );
    const { organization, setOrganization } = useSession.getState();
    if (organization?.id === next.id) {
      const { name, description, address, email, logoUrl, socialMedia, timeZone } = next;
      setOrganization({ ...organization, name, description, address, email, logoUrl, socialMedia, timeZone });
    }
  };

  return {
    update: useMutation({
      mutationFn: (input: Partial<OrganizationPayload>) => updateOrganization(id, input),
      onSuccess: apply,
    }),
    logo: useMutation({ mutationFn: (file: File) => uploadLogo(id, file), onSuccess: apply }),
    appoint: useMutation({
      mutationFn: (email: string) => appointAdmin(id, email),
      onSuccess: (org) => {
        apply(org);
        // The appointed person left another organisation: its member count changed too.
        void queryClient.invalidateQueries({ queryKey: organizationsKey });
      },
    }),
    remove: useMutation({ mutationFn: (userId: string) => removeAdmin(id, userId), onSuccess: apply }),
  };
}

export type OrganizationMutations = ReturnType<typeof useOrganizationMutations>;
