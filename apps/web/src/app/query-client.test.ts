import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, SignInRequiredError } from '../lib/api-client.ts';
import { createAppQueryClient } from './query-client.ts';

/** Runs one failing mutation through the app's client and tells whether the error page opened. */
async function opensErrorPage(error: Error, meta?: { explainsRefusals?: boolean }) {
  const showErrorPage = vi.fn();
  const client = createAppQueryClient(showErrorPage);
  const mutation = new MutationObserver(client, { mutationFn: () => Promise.reject(error), meta });
  await expect(mutation.mutate()).rejects.toBe(error);
  return showErrorPage.mock.calls.length > 0;
}

describe('the app query client (SPEC.md section 7)', () => {
  const noApprover = new ApiError(409, 'noApprover', 'nobody can approve');

  it('opens the error page for a failed mutation unless the screen explains it', async () => {
    expect(await opensErrorPage(noApprover)).toBe(true);
    expect(await opensErrorPage(noApprover, { explainsRefusals: true })).toBe(false);
  });

  it('still opens it for a failure with no reason to give, and never for a 401', async () => {
    const internal = new ApiError(500, 'internal', 'boom');
    expect(await opensErrorPage(internal, { explainsRefusals: true })).toBe(true);
    const offline = new ApiError(0, 'network', 'offline');
    expect(await opensErrorPage(offline, { explainsRefusals: true })).toBe(true);
    expect(await opensErrorPage(new SignInRequiredError())).toBe(false);
  });

  it("leaves a detail query's 404 to its screen's 'not found', and does not ask again", async () => {
    const notFound = new ApiError(404, 'notFound', 'no such post');
    const outcome = async (error: Error, meta?: { notFoundInPlace?: boolean }) => {
      const showErrorPage = vi.fn();
      const client = createAppQueryClient(showErrorPage);
      const queryFn = vi.fn(() => Promise.reject(error));
      const observer = new QueryObserver(client, {
        queryKey: ['detail'],
        queryFn,
        meta,
        retryDelay: 0,
      });
      const unsubscribe = observer.subscribe(() => {});
      await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
      unsubscribe();
      return { errorPage: showErrorPage.mock.calls.length > 0, calls: queryFn.mock.calls.length };
    };
    expect(await outcome(notFound, { notFoundInPlace: true })).toEqual({
      errorPage: false,
      calls: 1,
    });
    expect((await outcome(notFound)).errorPage).toBe(true);
    // An address whose id cannot be one (/posts/-6): the API's 400 names the path's parameter.
    const badId = new ApiError(400, 'validation', 'params.id: too small', [{ field: 'params.id' }]);
    expect(await outcome(badId, { notFoundInPlace: true })).toEqual({ errorPage: false, calls: 1 });
    const badBody = new ApiError(400, 'validation', 'body.text', [{ field: 'body.text' }]);
    expect((await outcome(badBody, { notFoundInPlace: true })).errorPage).toBe(true);
    const internal = new ApiError(500, 'internal', 'boom');
    expect(await outcome(internal, { notFoundInPlace: true })).toEqual({
      errorPage: true,
      calls: 2,
    });
  });

  it('shows the deactivated page for a userDeactivated refusal, even from a poll that ignores errors', async () => {
    const showErrorPage = vi.fn();
    const client = createAppQueryClient(showErrorPage);
    const deactivated = new ApiError(403, 'userDeactivated', 'deactivated');
    const observer = new QueryObserver(client, {
      queryKey: ['poll'],
      queryFn: () => Promise.reject(deactivated),
      meta: { ignoreErrors: true },
      retry: false,
    });
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
    unsubscribe();
    expect(showErrorPage).toHaveBeenCalledWith('userDeactivated');
  });
});
