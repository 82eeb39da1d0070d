// @vitest-environment jsdom
/**
 * QueryView (components/QueryView.tsx), the three states of every screen's read: a skeleton
 * while it loads, the content once it answered, an error or offline page with a retry when it
 * could not. Live updates refetch the reads on screen, so a refetch that fails on a flaky
 * network must leave the content (and a form's typed values) where they are.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryView } from '../../src/web/components/QueryView';
import { ApiError } from '../../src/web/lib/api';
import { initTestI18n } from './i18nForTests';

interface Team {
  name: string;
}

/** What the server answers now: a team, or the error the read throws. */
let answer: () => Promise<Team>;
const team = (name: string) => () => Promise.resolve({ name });
const failing = (error: ApiError) => () => Promise.reject(error);
const networkDown = () =>
  failing(new ApiError(0, 'Something went wrong', undefined, { cause: new TypeError('fetch') }));
const serverError = () => failing(new ApiError(503, 'Unavailable'));
const gone = () => failing(new ApiError(404, 'Not found'));

function TeamScreen() {
  const query = useQuery({ queryKey: ['/api/team'], queryFn: () => answer(), retry: false });
  return (
    <QueryView
      query={query}
      loading={<p>Loading the team</p>}
      notFound={<p>This team no longer exists</p>}
    >
      {(data) => (
        <form>
          <h1>{data.name}</h1>
          <label>
            Motto
            <input />
          </label>
        </form>
      )}
    </QueryView>
  );
}

let queryClient: QueryClient;

function openScreen() {
  queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <TeamScreen />
    </QueryClientProvider>,
  );
}

/** What a live message does: the read on screen is asked again, and the screen drawn anew. */
async function refetch() {
  await act(async () => {
    await queryClient.refetchQueries();
    // TanStack Query hands the outcome to React on a timer of its own.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  answer = team('Brave Beavers');
});

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

describe('QueryView', () => {
  it('shows the skeleton while loading, then the content', async () => {
    openScreen();
    expect(screen.getByText('Loading the team')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Brave Beavers' })).toBeTruthy();
    expect(screen.queryByText('Loading the team')).toBeNull();
  });

  for (const [problem, failure] of [
    ['the network is down', networkDown],
    ['the server fails', serverError],
  ] as const) {
    it(`keeps the content and what was typed when a refetch fails because ${problem}`, async () => {
      openScreen();
      await screen.findByRole('heading', { name: 'Brave Beavers' });
      fireEvent.change(screen.getByRole('textbox', { name: 'Motto' }), {
        target: { value: 'Gnaw harder' },
      });

      answer = failure();
      await refetch();
      expect(queryClient.getQueryState(['/api/team'])?.status).toBe('error');
      expect(screen.getByRole('heading', { name: 'Brave Beavers' })).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Motto' }).value).toBe(
        'Gnaw harder',
      );
      expect(screen.queryByRole('alert')).toBeNull();

      answer = team('Brave Beavers United');
      await refetch();
      expect(screen.getByRole('heading', { name: 'Brave Beavers United' })).toBeTruthy();
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Motto' }).value).toBe(
        'Gnaw harder',
      );
    });
  }

  it('says the read failed, with a retry, when the first load fails', async () => {
    answer = serverError();
    openScreen();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This list could not be loaded.');
    answer = team('Brave Beavers');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Brave Beavers' })).toBeTruthy();
  });

  it('says the device is offline when the first load never reached the server', async () => {
    answer = networkDown();
    openScreen();
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy();
  });

  it('a screen opened offline says so, and loads by itself once the network is back', async () => {
    onlineManager.setOnline(false);
    openScreen();
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { name: 'Brave Beavers' })).toBeTruthy();
  });

  it('shows the screen’s not-found page when the thing on screen is gone', async () => {
    openScreen();
    await screen.findByRole('heading', { name: 'Brave Beavers' });
    answer = gone();
    await refetch();
    expect(screen.getByText('This team no longer exists')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Brave Beavers' })).toBeNull();
  });
});
