// Preloaded into a server the bench measures (`node --expose-gc --import <this file>`, started
// with an IPC channel): answers the message 'memory' with the process's memory use after a
// full garbage collection, so a heap figure counts what is held, not what awaits collection.
process.on('message', (message) => {
  if (message !== 'memory') return;
  globalThis.gc?.();
  process.send?.({ memory: process.memoryUsage() });
});
