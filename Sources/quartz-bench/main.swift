print("quartz-bench: no benchmarks yet")
