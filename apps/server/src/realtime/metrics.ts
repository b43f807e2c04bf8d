// Real-time figures on /metrics: open WebSocket connections, followed symbols, frames sent, ticks
// coalesced for backed-up sockets, dead sockets dropped and bus traffic.
import { Gauge, type Registry } from 'prom-client';
import type { Realtime } from './realtime.ts';

export function registerRealtimeMetrics(registry: Registry, realtime: Realtime): void {
  const figures: [name: string, help: string, read: () => number][] = [
    ['saham_ws_connections', 'Open WebSocket connections', () => realtime.hub?.connectionCount() ?? 0],
    [
      'saham_ws_subscriptions',
      'Symbols followed, summed over connections',
      () => realtime.hub?.subscriptionCount() ?? 0,
    ],
    ['saham_ws_frames_sent', 'Tick frames sent since start', () => realtime.hub?.stats.framesSent ?? 0],
    [
      'saham_ws_ticks_coalesced',
      'Ticks replaced by a newer one for a backed-up socket',
      () => realtime.hub?.stats.ticksCoalesced ?? 0,
    ],
    [
      'saham_ws_dead_dropped',
      'Sockets dropped for missing a heartbeat',
      () => realtime.hub?.stats.deadDropped ?? 0,
    ],
    ['saham_bus_notifies', 'NOTIFY statements sent by the fan-out bus', () => realtime.bus.stats.notifies],
    ['saham_bus_delivered', 'Bus payloads delivered to this process', () => realtime.bus.stats.delivered],
    [
      'saham_bus_listener_connects',
      'Times the bus listening connection was established',
      () => realtime.bus.stats.listenerConnects,
    ],
  ];
  for (const [name, help, read] of figures) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}
