import fp from 'fastify-plugin';
import { repeatWhileRunning } from '../lib/repeating-task.ts';
import { sendDueReminders, type ReminderRun } from '../modules/interviews/interview-scheduling.ts';

declare module 'fastify' {
  interface FastifyInstance {
    interviewReminders: {
      // One pass at `now` (the tests pass their own time).
      sendDue(now?: Date): Promise<ReminderRun>;
    };
  }
}

// The day-before interview reminders are queued on a timer inside the server process, on
// every instance with it switched on (INTERVIEW_REMINDERS_INTERVAL_MS); each reminder is
// claimed in the row before its mail is queued, so instances scanning at once send it once.
export default fp(
  async (app) => {
    const log = app.log.child({ module: 'interview-reminders' });
    const sendDue = (now: Date = new Date()) => sendDueReminders(app.db, app.config, now);
    app.decorate('interviewReminders', { sendDue });

    const intervalMs = app.config.interviewReminders.intervalMs;
    if (intervalMs <= 0) return;
    repeatWhileRunning(
      app,
      intervalMs,
      async () => {
        const { due, sent } = await sendDue();
        if (due > 0) log.info({ due, sent }, 'interview reminders run');
      },
      log,
      'interview reminders run',
    );
  },
  {
    name: 'interview-reminders',
    dependencies: ['database'],
    decorators: { fastify: ['config', 'db'] },
  },
);
