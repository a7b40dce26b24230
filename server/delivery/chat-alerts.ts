import type { ChatAlertText } from "../mail/index.ts";
import type { DeliveryConfig } from "./config.ts";
import { type NewJob, webhookJobs } from "./enqueue.ts";

/**
 * Slack's mrkdwn reads `&`, `<` and `>` as markup: a company called "<!channel>" must not
 * notify everyone (https://api.slack.com/reference/surfaces/formatting#escaping).
 */
function slackEscape(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

/** A Slack incoming webhook's body: the text with the link at its end (https://api.slack.com/messaging/webhooks). */
export function slackMessage({ text, link }: ChatAlertText): { text: string } {
  return { text: `${slackEscape(text)} <${link.url}|${slackEscape(link.label)}>` };
}

/**
 * A Teams Workflows webhook's body ("Post to a channel when a webhook request is
 * received"): a message carrying one Adaptive Card with the text and a button to the lead
 * (https://learn.microsoft.com/microsoftteams/platform/task-modules-and-cards/cards/cards-reference#adaptive-card).
 * Adaptive Cards render a little Markdown in a TextBlock; the text is the site's own
 * sentence around a company name, which is shown as typed.
 */
export function teamsMessage({ text, link }: ChatAlertText): object {
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [{ type: "TextBlock", text, wrap: true }],
          actions: [{ type: "Action.OpenUrl", title: link.label, url: link.url }],
        },
      },
    ],
  };
}

/**
 * The jobs that post one alert to the staff's chat: Slack and Teams, each only when its
 * webhook URL is set (SLACK_WEBHOOK_URL, TEAMS_WEBHOOK_URL). Delivered and retried as
 * every webhook is; a chat message is never queued again by hand.
 */
export function chatAlertJobs(config: DeliveryConfig, alert: ChatAlertText): NewJob[] {
  return webhookJobs(config, { slack: slackMessage(alert), teams: teamsMessage(alert) });
}
