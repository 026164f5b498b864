CREATE TABLE "incident_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incident_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"client_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"location_lat" double precision,
	"location_lng" double precision,
	"location_accuracy" double precision,
	"time_zone" text,
	CONSTRAINT "incident_rounds_number_positive" CHECK ("incident_rounds"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "incident_alerts" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "incident_rounds" ADD CONSTRAINT "incident_rounds_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "incident_rounds_incident_number_key" ON "incident_rounds" USING btree ("incident_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "incident_rounds_incident_client_key" ON "incident_rounds" USING btree ("incident_id","client_id");--> statement-breakpoint
-- Every incident started before rounds existed sent one round: its own start, with its own time and place
-- (decision 043). Its alerts are round 1 by the column's default.
INSERT INTO "incident_rounds" ("incident_id", "number", "client_id", "started_at", "received_at", "location_lat", "location_lng", "location_accuracy", "time_zone")
SELECT "id", 1, "client_id", "started_at", "received_at", "location_lat", "location_lng", "location_accuracy", "time_zone" FROM "incidents";
