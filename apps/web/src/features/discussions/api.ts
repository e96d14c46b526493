import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscussionPost, DiscussionThread, NewDiscussionPost, UpvoteState } from '@pariksha/shared/schemas/discussions';
import { ApiError, apiDelete, apiGet, apiSend, buildUrl, request } from '../../lib/api.ts';

/** The discussion of one question of a test (issue 16); shapes from the shared schemas. */
export const discussionKeys = {
  thread: (examId: string, questionId: string) => ['discussions', examId, questionId] as const,
};

const threadPath = (examId: string, questionId: string) => `/exams/${examId}/questions/${questionId}/discussion`;

/** Not retried when the answer is final: a wrong id (400/404), no access (402/403) or a discussion not open yet (409). */
const retryUnlessFinal = (failures: number, error: unknown) =>
  !(error instanceof ApiError && [400, 402, 403, 404, 409].includes(error.status)) && failures < 1;

export const useDiscussionThread = (examId: string, questionId: string) =>
  useQuery({
    queryKey: discussionKeys.thread(examId, questionId),
    queryFn: () => apiGet<DiscussionThread>(threadPath(examId, questionId)),
    enabled: !!examId && !!questionId,
    retry: retryUnlessFinal,
  });

/** Every change refetches the thread: its order (upvotes, best answers) is the server's. */
function useThreadMutation<V, R>(examId: string, questionId: string, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: discussionKeys.thread(examId, questionId) }),
  });
}

export const usePostToDiscussion = (examId: string, questionId: string) =>
  useThreadMutation(examId, questionId, (body: NewDiscussionPost) =>
    apiSend<DiscussionPost>(`${threadPath(examId, questionId)}/posts`, body),
  );

export const useUpvote = (examId: string, questionId: string) =>
  useThreadMutation(examId, questionId, ({ postId, on }: { postId: string; on: boolean }) =>
    request<UpvoteState>(on ? 'PUT' : 'DELETE', buildUrl(`/discussion-posts/${postId}/upvote`)),
  );

export const useMarkBest = (examId: string, questionId: string) =>
  useThreadMutation(examId, questionId, ({ postId, best }: { postId: string; best: boolean }) =>
    request<DiscussionPost>(best ? 'PUT' : 'DELETE', buildUrl(`/discussion-posts/${postId}/best`)),
  );

export const useRemovePost = (examId: string, questionId: string) =>
  useThreadMutation(examId, questionId, (postId: string) => apiDelete<DiscussionPost>(`/discussion-posts/${postId}`));
