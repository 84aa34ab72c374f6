import { makeAutoObservable, runInAction } from 'mobx';
import type { CalendarDay, FareWatch, FareWatchChannels, FlexibleDatesResponse, NormalizedSearch, PriceInsightResponse } from '../contract';
import { addDays, tehranToday } from '../domain';
import { searchErrorMessage } from './FlightSearchStore';
import { PushRefused, type PushPermission } from './push-browser';
import type { RootStore } from './RootStore';

/** A value loaded per key (a search): loading, there, or a Persian error. */
export interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  value: T | null;
  error: string | null;
}

/** Days the one-way price graph shows. */
export const GRAPH_DAYS = 60;

const LOAD_FAILED = 'ردیابی‌های قیمت دریافت نشد؛ دوباره تلاش کنید.';
const SAVE_FAILED = 'ذخیرهٔ ردیابی قیمت ممکن نشد؛ دوباره تلاش کنید.';
const PRICES_FAILED = 'قیمت روزهای دیگر دریافت نشد؛ دوباره تلاش کنید.';

/**
 * Fare watch (issue 30): the traveller's watches, this browser's push subscription, and per
 * search the flexible-dates grid, the 60-day graph and the low/typical/high insight.
 */
export class FareWatchStore {
  watches: FareWatch[] = [];
  listStatus: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  listError: string | null = null;
  /** A watch being created or changed (its id, or the requestId being watched). */
  saving: string | null = null;
  saveError: string | null = null;
  /** Why push cannot be used here (the traveller said no, no support), once known. */
  pushProblem: string | null = null;
  pushPermission: PushPermission = 'unsupported';
  insights = new Map<string, Loaded<PriceInsightResponse>>();
  flexible = new Map<string, Loaded<FlexibleDatesResponse>>();
  graphs = new Map<string, Loaded<CalendarDay[]>>();

  constructor(readonly root: RootStore) {
    makeAutoObservable(this, { root: false }, { autoBind: true });
  }

  get count(): number {
    const today = tehranToday(this.root.env.now());
    return this.watches.filter((w) => w.endsOn >= today).length;
  }

  /** The watch of this search (and month, when flexible), if the traveller has one. */
  watchOf(requestId: string | null | undefined): FareWatch | undefined {
    return requestId ? this.watches.find((w) => w.requestId === requestId) : undefined;
  }

  async load(): Promise<void> {
    if (!this.root.auth.loggedIn) return;
    this.listStatus = 'loading';
    this.listError = null;
    try {
      const watches = await this.root.api.fareWatch.list();
      runInAction(() => {
        this.watches = watches;
        this.listStatus = 'ready';
      });
      await this.refreshPermission();
      // A browser signed out (and unsubscribed) and signed in again gets its pushes back.
      if (this.pushPermission === 'granted' && watches.some((w) => w.channels.push)) await this.ensurePush().catch(() => undefined);
    } catch (error) {
      runInAction(() => {
        this.listStatus = 'error';
        this.listError = searchErrorMessage(error, LOAD_FAILED);
      });
    }
  }

  async refreshPermission(): Promise<void> {
    const push = await this.root.env.push?.();
    runInAction(() => (this.pushPermission = push?.permission() ?? 'unsupported'));
  }

  /** Subscribes this browser for pushes (asking permission first); false with pushProblem set when it cannot. */
  async ensurePush(): Promise<boolean> {
    const push = await this.root.env.push?.();
    try {
      if (!push) throw new PushRefused('این مرورگر اعلان را پشتیبانی نمی‌کند؛ برای خبر گرفتن پیامک یا ایمیل را انتخاب کنید.');
      const key = await this.root.api.fareWatch.publicKey();
      const subscription = await push.subscribe(key);
      await this.root.api.fareWatch.subscribe(subscription);
      runInAction(() => {
        this.pushProblem = null;
        this.pushPermission = push.permission();
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.pushProblem = error instanceof PushRefused ? error.reason : 'ثبت اعلان در این مرورگر ممکن نشد؛ دوباره تلاش کنید.';
        this.pushPermission = push?.permission() ?? 'unsupported';
      });
      return false;
    }
  }

  /**
   * Watches a search: by push when this browser can, else by SMS, so a watch always reaches the
   * traveller somehow. Answers the watch, or null with saveError set.
   */
  async watch(requestId: string, flexible: boolean): Promise<FareWatch | null> {
    this.saving = requestId;
    this.saveError = null;
    try {
      const pushed = await this.ensurePush();
      const watch = await this.root.api.fareWatch.create({ requestId, flexible, channels: { push: pushed, sms: !pushed, email: false } });
      if (!pushed) runInAction(() => (this.pushProblem = 'اعلان مرورگر در این دستگاه ممکن نشد؛ خبرها با پیامک می‌آید (در پروفایل، بخش «ردیابی قیمت» قابل تغییر است).'));
      runInAction(() => {
        this.watches = [watch, ...this.watches.filter((w) => w.id !== watch.id)];
      });
      return watch;
    } catch (error) {
      runInAction(() => (this.saveError = searchErrorMessage(error, SAVE_FAILED)));
      return null;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  async remove(id: string): Promise<boolean> {
    this.saving = id;
    this.saveError = null;
    try {
      await this.root.api.fareWatch.remove(id);
      runInAction(() => (this.watches = this.watches.filter((w) => w.id !== id)));
      return true;
    } catch (error) {
      runInAction(() => (this.saveError = searchErrorMessage(error, SAVE_FAILED)));
      return false;
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  async setChannels(id: string, channels: FareWatchChannels): Promise<void> {
    this.saving = id;
    this.saveError = null;
    try {
      const wanted = { ...channels };
      if (wanted.push && !(await this.ensurePush())) wanted.push = false;
      const watch = await this.root.api.fareWatch.updateChannels(id, wanted);
      runInAction(() => (this.watches = this.watches.map((w) => (w.id === id ? watch : w))));
    } catch (error) {
      runInAction(() => (this.saveError = searchErrorMessage(error, SAVE_FAILED)));
    } finally {
      runInAction(() => (this.saving = null));
    }
  }

  private async loadInto<T>(map: Map<string, Loaded<T>>, key: string, load: () => Promise<T>, failed: string): Promise<void> {
    const known = map.get(key);
    if (known && known.status !== 'error') return;
    map.set(key, { status: 'loading', value: null, error: null });
    try {
      const value = await load();
      runInAction(() => map.set(key, { status: 'ready', value, error: null }));
    } catch (error) {
      runInAction(() => map.set(key, { status: 'error', value: null, error: searchErrorMessage(error, failed) }));
    }
  }

  /** The insight the server rendered a results page with (FlightSearchStore.seed): no call for it. */
  seedInsight(requestId: string, value: PriceInsightResponse) {
    this.insights.set(requestId, { status: 'ready', value, error: null });
  }

  loadInsight(requestId: string) {
    return this.loadInto(this.insights, requestId, () => this.root.api.fareWatch.priceInsight(requestId), PRICES_FAILED);
  }

  loadFlexibleDates(requestId: string) {
    return this.loadInto(this.flexible, requestId, () => this.root.api.fareWatch.flexibleDates(requestId), PRICES_FAILED);
  }

  /** The next 60 days' cheapest one-adult price of a one-way search's route. */
  loadGraph(search: NormalizedSearch) {
    const s = search.segments[0]!;
    const today = tehranToday(this.root.env.now());
    const key = `${s.origin}-${s.destination}-${search.cabinType}-${today}`;
    return this.loadInto(this.graphs, key, () => this.root.api.flightCatalog.calendarPrices({
      origin: s.origin, originType: s.originType, destination: s.destination, destinationType: s.destinationType,
      fromDate: today, toDate: addDays(today, GRAPH_DAYS - 1), cabinType: search.cabinType,
    }), PRICES_FAILED);
  }

  graphOf(search: NormalizedSearch): Loaded<CalendarDay[]> | undefined {
    const s = search.segments[0]!;
    return this.graphs.get(`${s.origin}-${s.destination}-${search.cabinType}-${tehranToday(this.root.env.now())}`);
  }
}
