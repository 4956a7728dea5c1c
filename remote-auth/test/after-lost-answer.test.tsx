import { act, renderHook } from '@testing-library/react';
import { ApiError } from 'shared-contracts/host';
import { useAfterLostAnswer } from '../src/hooks/useAfterLostAnswer';

const DONE_ALREADY = 'No sign-up for this address is waiting in this browser.';
const lost = () => Promise.reject(new ApiError('network'));
const refusedAsDone = () => Promise.reject(new ApiError('http', { status: 400, serverMessage: DONE_ALREADY }));

async function attempt(track: ReturnType<typeof useAfterLostAnswer>['track'], call: () => Promise<unknown>) {
  await act(async () => {
    await track(call).catch(() => undefined);
  });
}

describe('a refusal after a try whose answer was lost', () => {
  it('reads as perhaps done already, until a new code is sent', async () => {
    const { result } = renderHook(() => useAfterLostAnswer(DONE_ALREADY));
    await attempt(result.current.track, refusedAsDone);
    expect(result.current.perhapsDone).toBe(false);

    await attempt(result.current.track, lost);
    await attempt(result.current.track, refusedAsDone);
    expect(result.current.perhapsDone).toBe(true);
    // Asked again, it still may be.
    await attempt(result.current.track, refusedAsDone);
    expect(result.current.perhapsDone).toBe(true);

    act(() => result.current.reset());
    expect(result.current.perhapsDone).toBe(false);
    await attempt(result.current.track, refusedAsDone);
    expect(result.current.perhapsDone).toBe(false);
  });
});
