// terrarium-share: replaced by the hub and the SSH bridge.
print("terrarium-share")
