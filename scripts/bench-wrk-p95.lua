-- wrk calls this at the end of a run (scripts/bench-wrk.ts): its own report has the 50th, 75th, 90th and 99th
-- percentiles of the latencies; the bench's goals name the 95th.
done = function(summary, latency, requests)
  io.write("p95 " .. latency:percentile(95) .. "us\n")
end
